import { describe, expect, it } from 'vitest';
import { phoneTargetSchema } from '@biocloud/contracts';
import { phoneTarget, smsPhoneTarget as smsTarget } from './phone-target';

describe('phone targets', () => {
  it('spell one mainland handset one way, however it is typed (reliability S1)', () => {
    const spellings = ['13928868279', '8613928868279', '+8613928868279', '008613928868279', '+86 139-2886-8279'];
    expect(new Set(spellings.map(phoneTarget))).toEqual(new Set(['13928868279']));
    expect(smsTarget('86', '139 2886 8279')).toBe('13928868279');
    expect(smsTarget('+86', '8613928868279')).toBe('13928868279');
  });

  it('keep the country code of other numbers and leave nonsense to the schema', () => {
    expect(phoneTarget('+852 9123 4567')).toBe('85291234567');
    expect(smsTarget('852', '91234567')).toBe('85291234567');
    // Not a mainland mobile after 86 (a landline-like length): kept whole.
    expect(phoneTarget('861012345678')).toBe('861012345678');
    expect(phoneTargetSchema.safeParse(phoneTarget('139abc')).success).toBe(false);
  });
});
