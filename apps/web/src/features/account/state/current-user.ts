import type { User } from '@prowrite/contracts';
import { createContext, useContext } from 'react';

/** Provided by the route guard once the session's user is known; every screen behind the guard can read it. */
export const CurrentUserContext = createContext<User | null>(null);

export function useUser(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useUser() is only available behind the route guard');
  return user;
}
