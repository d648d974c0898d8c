import type { ProfileTextField } from '@biocloud/contracts';

/** The free-text fields of the profile in the order the page shows them (name and sex come first, apart). */
export const PROFILE_TEXT_FIELDS: readonly ProfileTextField[] = [
  'company',
  'professional',
  'education',
  'major',
  'nationality',
  'contactAddress',
  'researchSpecies',
  'researchStrategy',
  'sequencingPlatform',
];
