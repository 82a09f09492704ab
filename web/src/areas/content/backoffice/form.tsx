import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form validates with the contract's schema, the same one the server uses (issue 16 item 3); the
 * server's 400 `fields` still show beside the fields for what only it can check (unknown people, …).
 */
export const formResolver = (schema: z.ZodType) =>
  zodResolver(schema as never) as unknown as Resolver<FieldValues>;

/** The version history beside an edit form (who saved when; restore). */
export { VersionPanel as EditAside } from './version-panel.tsx';
