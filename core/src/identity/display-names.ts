/** A person as others read them (staff lists, invitations, activity): their display name, else their username. */
export const nameOf = (user: { username: string; displayName?: string | null }): string => user.displayName ?? user.username;
