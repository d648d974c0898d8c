import { maskPhone, photoUrl, type Profile, type ProfileUpdate } from '@biocloud/contracts';
import { AppError, notFound } from '../../http/app-error';
import type { UserUpdate } from '../../db/schema';
import type { ProfileRepository, ProfileRow } from './profile.repository';
import { squarePhoto, type PhotoFiles } from './profile-photo';

function toProfile(row: ProfileRow): Profile {
  return {
    userId: row.id,
    username: row.username,
    realName: row.real_name,
    sex: row.sex,
    birthday: row.birthday,
    company: row.company,
    professional: row.professional,
    education: row.education,
    major: row.major,
    nationality: row.nationality,
    contactAddress: row.contact_address,
    researchSpecies: row.research_species,
    researchStrategy: row.research_strategy,
    sequencingPlatform: row.sequencing_platform,
    photoFile: photoUrl(row.photo_file),
    email: row.email,
    emailChecked: row.email_checked,
    areaCode: row.area_code,
    // Spec 001 §9: the full number never leaves the server on this page.
    phone: row.phone ? maskPhone(row.phone) : null,
  };
}

/** The fields of a save as columns; a field not sent stays as it is. */
function toColumns(update: ProfileUpdate): UserUpdate {
  const columns: UserUpdate = {
    real_name: update.realName,
    sex: update.sex,
    birthday: update.birthday,
    company: update.company,
    professional: update.professional,
    education: update.education,
    major: update.major,
    nationality: update.nationality,
    contact_address: update.contactAddress,
    research_species: update.researchSpecies,
    research_strategy: update.researchStrategy,
    sequencing_platform: update.sequencingPlatform,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** The caller's own profile (userinfo/edit): view, save, photo. */
export function createProfileService(deps: { profileRepo: ProfileRepository; photos: PhotoFiles }) {
  const { profileRepo, photos } = deps;

  async function get(userId: string): Promise<Profile> {
    const row = await profileRepo.find(userId);
    if (!row) throw notFound();
    return toProfile(row);
  }

  return {
    get,

    async save(userId: string, update: ProfileUpdate): Promise<Profile> {
      await profileRepo.update(userId, toColumns(update));
      return get(userId);
    },

    /** Resizes the upload, stores it as a new file, points the account at it and removes the one it replaces. */
    async setPhoto(userId: string, upload: Buffer): Promise<Profile> {
      const name = await photos.save(userId, await squarePhoto(upload));
      let old: string | null;
      try {
        old = await profileRepo.setPhoto(userId, name);
      } catch (error) {
        await photos.remove(name);
        throw error;
      }
      if (old) await photos.remove(old);
      return get(userId);
    },

    async photo(userId: string): Promise<Buffer> {
      const row = await profileRepo.find(userId);
      if (!row?.photo_file) throw new AppError('PHOTO_NOT_FOUND', 404);
      return photos.read(row.photo_file);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
