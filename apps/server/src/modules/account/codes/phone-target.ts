import { smsTarget } from '@biocloud/contracts';

/** A mainland mobile number (1 and 10 digits) after its country code. */
const MAINLAND_WITH_CODE = /^86(1[3-9]\d{9})$/;

/**
 * One spelling of a number typed as a whole, so that limits count a handset once (reliability S1: 139..., 86139...,
 * 0086139... and +86 139... were counted apart and each got an SMS): spaces, dashes and brackets go, an international
 * prefix (+ or 00) goes, and a mainland mobile number loses its country code. Anything else is left for the schema to
 * refuse.
 */
export function phoneTarget(typed: string): string {
  const digits = typed.replace(/[\s()-]/g, '').replace(/^(\+|00)/, '');
  return MAINLAND_WITH_CODE.exec(digits)?.[1] ?? digits;
}

/** smsTarget, then one spelling (a mainland number typed with its 86 loses it): the quick login's target. */
export function smsPhoneTarget(areaCode: string, phone: string): string {
  return phoneTarget(smsTarget(areaCode, phone));
}
