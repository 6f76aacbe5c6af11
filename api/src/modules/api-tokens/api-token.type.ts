import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ApiTokenStatus {
  active = 'active',
  expired = 'expired',
  revoked = 'revoked',
}

registerEnumType(ApiTokenStatus, {
  name: 'ApiTokenStatus',
  description: 'active (it works), expired (past its expiry) or revoked (switched off for good)',
});

@ObjectType({ description: 'A personal API token, without its secret (shown once, at creation, and never stored)' })
export class ApiTokenView {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'The start of the token, to recognise it by (e.g. cbt_ab12cd)' }) prefix: string;
  @Field(() => ApiTokenStatus) status: ApiTokenStatus;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) expiresAt: Date;
  @Field(() => Date, { nullable: true, description: 'Recorded at most once a minute' }) lastUsedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'The client address of that last use' })
  lastUsedIp: string | null;
  @Field(() => Date, { nullable: true }) revokedAt: Date | null;
}

@ObjectType({ description: 'A token just created, with its secret: the only time the secret is shown' })
export class ApiTokenCreated {
  @Field(() => ApiTokenView) apiToken: ApiTokenView;
  @Field(() => String, { description: 'Send it as `Authorization: Bearer <secret>`; it cannot be shown again' })
  secret: string;
}
