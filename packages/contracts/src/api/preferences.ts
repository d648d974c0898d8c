import { z } from 'zod';

/** The caller's own settings (GET/PUT /api/v1/user/preferences). */
export const userPreferencesUpdateSchema = z.strictObject({
  /** An e-mail to the account's address when a compute job ends (FINISH or FAILURE). */
  notifyEmail: z.boolean(),
});
export type UserPreferencesUpdate = z.infer<typeof userPreferencesUpdateSchema>;

export const userPreferencesSchema = userPreferencesUpdateSchema.extend({
  /** Where those e-mails go; turning them on needs one. */
  email: z.string().nullable(),
  /** Whether this instance sends e-mail at all (SMTP_URL set). */
  emailAvailable: z.boolean(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
