import { describe, expect, it } from 'vitest';
import { isStaffPath } from '../src/staff/staff.contract.js';

describe('isStaffPath', () => {
  it('tells the staff area from the rest of the portal', () => {
    expect(isStaffPath('/staff')).toBe(true);
    expect(isStaffPath('/staff/login')).toBe(true);
    expect(isStaffPath('/Staff/jobs')).toBe(true);
    expect(isStaffPath('/staffing')).toBe(false);
    expect(isStaffPath('/abinvivoAccount')).toBe(false);
    expect(isStaffPath('/')).toBe(false);
  });
});
