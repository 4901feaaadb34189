import { z } from 'zod';

/** The signed-in user as the client shows it; never carries password material. */
export const userInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  /** The department chosen when the user belongs to several; '' when none. */
  orgCode: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
