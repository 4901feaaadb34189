import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, newPasswordProblem, passwordRuleParams } from './password-rules.js';

/** POST /by-order-client/customer/changePassword: the wire names of spec section 3. */
export const changePasswordSchema = z
  .object({
    oldpassword: z.string().min(1, 'errors.passwordRequired').max(PASSWORD_MAX_LENGTH),
    password: z.string(),
  })
  .superRefine((value, context) => {
    const problem = newPasswordProblem({ password: value.password, oldPassword: value.oldpassword });
    if (problem) context.addIssue({ code: 'custom', path: ['password'], message: `errors.${problem}`, params: passwordRuleParams(PASSWORD_MAX_LENGTH) });
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;
