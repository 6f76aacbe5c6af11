import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsOptional, IsIn, MaxLength } from 'class-validator';
import { PageInfo } from '../../platform/graphql/connection';
import { Instant } from '../../platform/validation/rules';
import { SystemLogLevel, systemLogLevels } from './system-log.enums';

@ObjectType('SystemLog', { description: 'A warning or error the server logged (the operator console’s Logs tab)' })
export class SystemLogView {
  @Field(() => Int) id: number;
  @Field(() => SystemLogLevel) level: SystemLogLevel;
  @Field(() => String) source: string;
  @Field(() => String) message: string;
  @Field(() => String, { nullable: true, description: 'The logged fields as JSON text' }) metadata: string | null;
  @Field(() => String, { nullable: true }) stackTrace: string | null;
  @Field(() => String, { nullable: true, description: 'The request id of the request that logged it' })
  correlationId: string | null;
  @Field(() => String, { nullable: true }) userId: string | null;
  @Field(() => String, { nullable: true }) ipAddress: string | null;
  @Field(() => String, { nullable: true }) userAgent: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('SystemLogConnection')
export class SystemLogConnection {
  @Field(() => [SystemLogView]) nodes: SystemLogView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@InputType({ description: 'Search of the system logs; every part optional' })
export class SystemLogFilter {
  @Field(() => SystemLogLevel, { nullable: true })
  @IsOptional()
  @IsIn(systemLogLevels, { message: `Level must be one of: ${systemLogLevels.join(', ')}` })
  level?: SystemLogLevel | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(40, { message: 'Source must be at most 40 characters' })
  source?: string | null;

  @Field(() => String, { nullable: true, description: 'Text in the message' })
  @IsOptional()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100, { message: 'Correlation id must be at most 100 characters' })
  correlationId?: string | null;

  @Field(() => String, { nullable: true, description: 'From this moment (ISO 8601 with offset)' })
  @IsOptional()
  @Instant('From')
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Until this moment (ISO 8601 with offset)' })
  @IsOptional()
  @Instant('To')
  to?: string | null;
}
