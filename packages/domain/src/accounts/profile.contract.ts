import { z } from 'zod';

/** The account centre's profile. `phone` is masked: the owner sees which number is bound without the page carrying it whole. */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** What the profile form changes. */
export const profileInputSchema = z.object({
  realname: z.string().trim().max(50).default(''),
  nickname: z.string().trim().max(50).default(''),
  email: z.union([z.literal(''), z.string().trim().email('errors.emailInvalid').max(100)]).default(''),
});

/** The stored path of the new picture, or '' to remove it. */
export const avatarInputSchema = z.object({ avatar: z.string().max(200) });

/** Closing the account asks for the password once more. */
export const accountDeletionSchema = z.object({ password: z.string().min(1, 'errors.passwordRequired').max(100) });
