/** Every migration in order. `npm run migration:generate -- Name` appends to this list. */
import { Foundation1795359279677 } from './1795359279677-Foundation';
import { SeedPlans1795359280677 } from './1795359280677-SeedPlans';

export const migrations = [Foundation1795359279677, SeedPlans1795359280677];
