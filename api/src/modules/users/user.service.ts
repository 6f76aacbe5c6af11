import type { DataSource } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { NotFoundError } from '../../platform/errors';
import { User } from './user.entity';

export class UserService {
  constructor(private readonly dataSource: DataSource) {}

  /** The signed-in user's own record. */
  me(scope: Scope): Promise<User | null> {
    return this.dataSource.getRepository(User).findOneBy({ id: scope.userId });
  }

  /** The user a new session was just opened for (login answers with it). */
  async byIdForSession(userId: string): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!user) throw new NotFoundError('User');
    return user;
  }
}
