import { PRIVATE_ROOT_FILE_UUID, PUBLIC_ROOT_FILE_UUID } from '@biocloud/contracts';
import type { FileScope } from '../../db/schema';

/** The public root row's uuid, created by the files migration (which repeats the value: it imports no app code). */
export const PUBLIC_ROOT_ROW_UUID = '00000000-0000-0000-0000-000000000001';

/** The id the API shows for a root row: "0" for a private root, "1" for the public one, a project root's own uuid. */
export function virtualRootId(root: { uuid: string; scope: FileScope }): string {
  switch (root.scope) {
    case 'private':
      return PRIVATE_ROOT_FILE_UUID;
    case 'public':
      return PUBLIC_ROOT_FILE_UUID;
    case 'project':
      return root.uuid;
  }
}
