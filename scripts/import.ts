// `npm run import -- contracts|documents|consumption FILE`: loads contracts, concession-fee documents or
// consumption data into the portal's database (docs/import.md). Exit code 0 imported, 1 bad file, 2 usage
// or no portal database.
const { failureMessage, main } = await import('../server/src/import/run.ts');
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(failureMessage(error));
  process.exitCode = 1;
}
