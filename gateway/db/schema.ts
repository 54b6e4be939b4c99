import type { Generated } from 'kysely';

/** Tables as the database stores them. Times are ISO 8601 strings in UTC; booleans are 0 or 1. */
export interface DatabaseSchema {
  users: UsersTable;
  signup_codes: SignupCodesTable;
}

export type Position = 'student' | 'tutor';

export interface UsersTable {
  id: string;
  fname: string;
  email: string;
  contact: string;
  position: Position;
  blocked: Generated<number>;
  password_hash: string;
  password_changed_at: string;
  created_at: string;
  updated_at: string;
}

export interface SignupCodesTable {
  id: Generated<number>;
  email: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  tries: Generated<number>;
  spent: Generated<number>;
}
