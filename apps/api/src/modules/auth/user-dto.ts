import { displayName, type User } from '@fuellinq/domain';
import type { UserRow } from './auth.repository.ts';

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    account_type: row.accountType,
    name: displayName({ email: row.email, first_name: row.firstName, last_name: row.lastName }),
  };
}
