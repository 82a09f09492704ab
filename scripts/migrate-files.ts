// `npm run files:migrate [-- --keep]`: moves the files of DATA_DIR/files into PostgreSQL (DATABASE_URL),
// so several instances serve them without a shared disk (docs/decisions/014-private-files.md).
const { main } = await import('../server/src/files/migrate.ts');
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
