import {
  registrationFieldErrors,
  registrationPhone,
  normalizedAreaCode,
  signupNeedsCaptcha,
  signupNeedsCode,
  signupNeedsInvitation,
  type SignupPolicy,
  type FieldError,
  type Locale,
  type RegisterRequest,
  type RegistrationField,
} from '@biocloud/contracts';
import { phoneTarget } from '../codes/phone-target';
import { AppError } from '../../../http/app-error';
import { lookupText, type TextBundles } from '../../content/text-files';
import type { AuthRepository } from '../../auth/auth.repository';
import { hashPassword } from '../../auth/password';
import type { Database } from '../../../db/database';
import type { Captcha } from '../codes/captcha';
import type { VerificationCodes } from '../codes/codes.service';
import type { InvitationsService } from '../invitations/invitations.service';
import { takenField, type RegistrationRepository, type SuggestionField } from './registration.repository';

export interface RegistrationDeps {
  repo: RegistrationRepository;
  /** Its attempt counter limits the existence checks per client address, as it limits logins. */
  authRepo: AuthRepository;
  codes: VerificationCodes;
  texts: TextBundles;
  /** The sign-up policy in force (config SIGNUP_POLICY): what registration asks besides the fields. */
  policy: SignupPolicy;
  captcha: Captcha;
  invitations: InvitationsService;
  db: Database;
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

  /** An invitation bound to another address is refused on the e-mail field, where the form shows it. */
  const refusedAsEmail = async <T>(locale: Locale, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof AppError && err.code === 'INVITATION_EMAIL_MISMATCH')
        throw refuse(locale, { email: err.code });
      throw err;
    }
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
      if (query.phone) return repo.phoneTaken(phoneTarget(registrationPhone(query)));
      throw new AppError('VALIDATION_ERROR', 400);
    },

    async register(input: RegisterRequest, locale: Locale, clientIp: string | null): Promise<{ username: string }> {
      const { policy } = deps;
      if (policy === 'closed') throw new AppError('SIGNUP_CLOSED', 403);
      const withCode = signupNeedsCode(policy);
      // Without a channel to verify it the phone is not asked for (it can be bound later): the e-mail is the login.
      const channel = withCode ? input.channel : 'email';
      const errors: Partial<Record<RegistrationField, string>> = registrationFieldErrors(
        { ...input, channel },
        undefined,
        withCode,
      );
      const email = (input.email ?? '').trim().toLowerCase();
      // One spelling, as the codes and the limits count it (codes/phone-target.ts).
      const phone = channel === 'sms' ? phoneTarget(registrationPhone(input)) : null;
      if (Object.keys(errors).length > 0) throw refuse(locale, errors);

      // The invitation is checked before a code or a captcha is spent, and used up with the account below.
      const token = input.invitation?.trim() || null;
      if (!token && signupNeedsInvitation(policy)) throw new AppError('INVITATION_REQUIRED', 403);
      const invitationId = token ? await refusedAsEmail(locale, () => deps.invitations.peek(token, email)) : null;

      if (withCode) {
        try {
          await deps.codes.verify({ channel, target: phone ?? email, purpose: 'register', code: input.code ?? '' });
        } catch (err) {
          if (err instanceof AppError) throw refuse(locale, { code: err.code });
          throw err;
        }
      }
      if (signupNeedsCaptcha(policy)) await deps.captcha.check(input.proof);

      // Whether the address or number has an account is told only now, after the code (or the captcha) was right:
      // before, any wrong code answered EMAIL_TAKEN for a known address, uncounted (reliability S2). The form learns
      // it earlier through `exists`, which is counted per client address.
      const taken: Partial<Record<RegistrationField, string>> = {};
      if (await repo.emailTaken(email)) taken.email = 'EMAIL_TAKEN';
      if (phone && (await repo.phoneTaken(phone))) taken.phone = 'PHONE_TAKEN';
      if (Object.keys(taken).length > 0) throw refuse(locale, taken);

      const optional = (value: string | undefined) => value?.trim() || null;
      try {
        const userId = await deps.db.transaction().execute(async (trx) => {
          const invitedBy = invitationId
            ? await refusedAsEmail(locale, () => deps.invitations.claim(trx, invitationId, email))
            : await repo.userIdIfExists(input.inviter);
          const id = await repo.insertUser(
            {
              username: email,
              password_hash: await hashPassword(input.password ?? ''),
              email,
              // A code that went to the address verified it; otherwise it waits for a channel (the security page).
              email_checked: withCode && channel === 'email',
              phone,
              area_code: phone ? normalizedAreaCode(input.areaCode) : null,
              real_name: optional(input.realName),
              company: optional(input.company),
              college: optional(input.college),
              professional: optional(input.professional),
              region: 'CN',
              store_tags: 'local',
              invited_by: invitedBy,
            },
            trx,
          );
          if (invitationId) await deps.invitations.setUsedBy(trx, invitationId, id);
          return id;
        });
        await deps.authRepo.audit({
          userId,
          action: 'register',
          ip: clientIp,
          detail: { channel, policy, invitation: invitationId },
        });
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
