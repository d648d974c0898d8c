import { sql } from 'kysely';
import type { QuickLoginRequest } from '@biocloud/contracts';
import { smsPhoneTarget } from '../codes/phone-target';
import type { Database } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { AuthService, LoginClient } from '../../auth/auth.service';
import type { createVerificationCodes } from '../codes/codes.service';

type VerificationCodes = Pick<ReturnType<typeof createVerificationCodes>, 'verify'>;

/**
 * Quick login (spec 001 §2 user/qlogin): the code sent by SMS to a phone number proves the number; the account with
 * that number is logged in. The code is checked first (its tries and limits are the codes service's), so what the
 * answer tells about the number's account only reaches the phone's owner.
 */
export function createQuickLogin(deps: { db: Database; auth: AuthService; codes: VerificationCodes }) {
  const { db, auth, codes } = deps;
  return {
    async login(input: QuickLoginRequest, who: LoginClient) {
      const target = smsPhoneTarget(input.areaCode ?? '', input.phone);
      await codes.verify({ channel: 'sms', target, purpose: 'quickLogin', code: input.code });
      // Phones are stored as typed (spaces, +, the area code or not): compared by their digits.
      const digits = sql<string>`regexp_replace(coalesce(phone, ''), '\\D', '', 'g')`;
      const candidates = [...new Set([target, `${(input.areaCode ?? '').replace(/\D/g, '')}${target}`])];
      const users = await db.selectFrom('users').selectAll().where(digits, 'in', candidates).limit(2).execute();
      const [user] = users;
      if (!user) throw new AppError('QUICK_LOGIN_NO_ACCOUNT', 404);
      // Two accounts on one number cannot be told apart by it: neither is chosen.
      if (users.length > 1 || user.locked) throw new AppError('LOGIN_FAILED', 400);
      return auth.openSession(user, who, { via: 'sms' });
    },
  };
}

export type QuickLogin = ReturnType<typeof createQuickLogin>;
