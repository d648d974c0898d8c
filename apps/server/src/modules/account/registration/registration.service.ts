import {
  registrationFieldErrors,
  registrationPhone,
  normalizedAreaCode,
  type FieldError,
  type Locale,
  type RegisterRequest,
  type RegistrationField,
} from '@biocloud/contracts';
import { AppError } from '../../../http/app-error';
import { lookupText, type TextBundles } from '../../content/text-files';
import type { AuthRepository } from '../../auth/auth.repository';
import { hashPassword } from '../../auth/password';
import type { VerificationCodes } from '../codes/codes.service';
import { takenField, type RegistrationRepository, type SuggestionField } from './registration.repository';

export interface RegistrationDeps {
  repo: RegistrationRepository;
  /** Its attempt counter limits the existence checks per client address, as it limits logins. */
  authRepo: AuthRepository;
  codes: VerificationCodes;
  texts: TextBundles;
  checkLimit: { perAddress: number; windowSeconds: number };
}

/**
 * Registration (spec 001 §3, issue 15 item 1). Every rule is checked before anything is written, each refusal named
 * by field in the request's language; the code is checked last so that a refusal of another field does not spend it.
 * Logging in afterwards is the client's own POST /api/login (spec: "POST register, POST auto login").
 */
export function createRegistrationService(deps: RegistrationDeps) {
  const { repo } = deps;

  const refuse = (locale: Locale, fields: Partial<Record<RegistrationField, string>>) => {
    const list: FieldError[] = Object.entries(fields).map(([field, code]) => ({
      field: field as RegistrationField,
      code: code,
      message: lookupText(deps.texts, locale, `errors.${code}`) ?? code,
    }));
    return new AppError('REGISTRATION_INVALID', 400, {}, { fields: list });
  };

  return {
    /**
     * Whether an address or a number has an account: what the registration form must tell, and nothing more; counted
     * per client address so that it cannot be used to sweep a list of addresses.
     */
    async exists(query: { email?: string; areaCode?: string; phone?: string }, clientIp: string): Promise<boolean> {
      const key = `register-check:${clientIp}`;
      const counts = await deps.authRepo.countRecentFailures([key], deps.checkLimit.windowSeconds);
      if ((counts[key] ?? 0) >= deps.checkLimit.perAddress) throw new AppError('TOO_MANY_ATTEMPTS', 429);
      await deps.authRepo.recordFailure([key]);
      if (query.email) return repo.emailTaken(query.email.trim());
      if (query.phone) return repo.phoneTaken(registrationPhone(query));
      throw new AppError('VALIDATION_ERROR', 400);
    },

    async register(input: RegisterRequest, locale: Locale, clientIp: string | null): Promise<{ username: string }> {
      const errors: Partial<Record<RegistrationField, string>> = registrationFieldErrors(input);
      const email = (input.email ?? '').trim().toLowerCase();
      const phone = input.channel === 'sms' ? registrationPhone(input) : null;
      if (!errors.email && (await repo.emailTaken(email))) errors.email = 'EMAIL_TAKEN';
      if (phone && !errors.phone && (await repo.phoneTaken(phone))) errors.phone = 'PHONE_TAKEN';
      if (Object.keys(errors).length > 0) throw refuse(locale, errors);

      try {
        await deps.codes.verify({
          channel: input.channel,
          target: phone ?? email,
          purpose: 'register',
          code: input.code ?? '',
        });
      } catch (err) {
        if (err instanceof AppError) throw refuse(locale, { code: err.code });
        throw err;
      }

      const optional = (value: string | undefined) => value?.trim() || null;
      try {
        const userId = await repo.insertUser({
          username: email,
          password_hash: await hashPassword(input.password ?? ''),
          email,
          phone,
          area_code: phone ? normalizedAreaCode(input.areaCode) : null,
          real_name: optional(input.realName),
          company: optional(input.company),
          college: optional(input.college),
          professional: optional(input.professional),
          region: 'CN',
          store_tags: 'local',
          invited_by: await repo.userIdIfExists(input.inviter),
        });
        await deps.authRepo.audit({ userId, action: 'register', ip: clientIp, detail: { channel: input.channel } });
      } catch (err) {
        const field = takenField(err);
        if (field) throw refuse(locale, { [field]: field === 'email' ? 'EMAIL_TAKEN' : 'PHONE_TAKEN' });
        throw err;
      }
      return { username: email };
    },

    suggestions(field: SuggestionField, term: string, limit: number): Promise<string[]> {
      return repo.suggestions(field, term, limit);
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
