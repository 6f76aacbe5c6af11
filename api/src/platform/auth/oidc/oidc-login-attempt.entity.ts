import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAt, oneOf } from '../../../db/columns';
import { LoginType } from '../login-type';
import { oidcProviderIds } from './oidc-provider-ids';

/**
 * One started external sign-in: what the callback must check (state, nonce, PKCE verifier), kept on
 * the server for ten minutes and bound to the browser by a cookie holding a random id whose SHA-256
 * is the key. The callback deletes the row as it reads it, so each attempt is used at most once.
 */
@Entity('oidc_login_attempts')
@Check('oidc_login_attempts_provider_check', oneOf('provider', oidcProviderIds))
@Check('oidc_login_attempts_login_type_check', oneOf('login_type', Object.values(LoginType), true))
export class OidcLoginAttempt {
  @PrimaryColumn({ type: 'text' })
  idHash: string;

  @Column({ type: 'text' })
  provider: string;

  @Column({ type: 'text' })
  state: string;

  @Column({ type: 'text' })
  nonce: string;

  @Column({ type: 'text' })
  codeVerifier: string;

  /** The door of the login dialog the attempt started from; null when started by /api/login. */
  @Column({ type: 'text', nullable: true })
  loginType: string | null;

  /** The page that asked for the sign-in (a same-origin path, checked by safeReturnPath), or null. */
  @Column({ type: 'text', nullable: true })
  returnTo: string | null;

  @CreatedAt()
  createdAt: Date;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
