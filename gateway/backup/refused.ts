/** Why a backup, restore or move will not go ahead: something the school's admin must fix, told in one line. */
export class RefusedError extends Error {}
