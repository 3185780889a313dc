// The signed-in user as the browser sees it (SPEC §3) — returned by the root loader and GET /api/users/profile.

export type PlanId = "free" | "lite" | "pro" | "enterprise";

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  fullName: string;
  plan: PlanId;
  emailVerified: boolean;
  hasPassword: boolean;
  googleLinked: boolean;
  createdAt: string;
}

/** SPEC §2: the avatar shows the first letter of the username upper-cased, or U when there is none. */
export function avatarInitial(user: Pick<SessionUser, "username"> | null | undefined): string {
  const first = user?.username?.trim().charAt(0);
  return first ? first.toUpperCase() : "U";
}
