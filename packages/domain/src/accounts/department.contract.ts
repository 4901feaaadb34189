import { z } from 'zod';
import { userInfoSchema } from './user-info.contract.js';

/** A department a customer works in (spec sections 3 and 6). */
export const departmentSchema = z.object({ id: z.string(), orgCode: z.string(), departName: z.string() });
export type Department = z.infer<typeof departmentSchema>;

/** The customer's departments and the one chosen ('' when none). */
export const currentDepartmentsSchema = z.object({ list: z.array(departmentSchema), orgCode: z.string() });

export const departmentChoiceSchema = z.object({
  orgCode: z.string().trim().min(1, 'errors.departmentRequired').max(64),
  username: z.string().trim().max(100),
});

export const departmentChosenSchema = z.object({ userInfo: userInfoSchema });
