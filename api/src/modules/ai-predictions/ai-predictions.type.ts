import { Field, Float, Int, ObjectType } from 'type-graphql';
import { PredictionType } from '../ai/ai.enums';

@ObjectType({ description: 'A feature that moved a prediction: its effect in the prediction’s unit, signed' })
export class PredictionFactor {
  @Field()
  name: string;

  @Field()
  label: string;

  @Field(() => Float, { description: 'Coefficient × standardised deviation from the scope’s mean' })
  effect: number;
}

@ObjectType({ description: 'One prediction for a case, or the honest reason there is none' })
export class CasePrediction {
  @Field(() => PredictionType)
  type: PredictionType;

  @Field(() => Float, { nullable: true, description: 'Null when insufficientReason says why' })
  value: number | null;

  @Field(() => Float, { nullable: true, description: 'The 90% range' })
  rangeLow: number | null;

  @Field(() => Float, { nullable: true })
  rangeHigh: number | null;

  @Field(() => Float, { nullable: true, description: 'See confidenceDefinition' })
  confidence: number | null;

  @Field(() => [PredictionFactor])
  factors: PredictionFactor[];

  @Field(() => Float, { nullable: true, description: 'Billed to date, months open so far' })
  currentValue: number | null;

  @Field(() => String, { nullable: true, description: '"{type}@{scope}:v{n}"' })
  modelVersion: string | null;

  @Field(() => Int, { nullable: true })
  trainingSize: number | null;

  @Field(() => String, { nullable: true })
  insufficientReason: string | null;
}

@ObjectType({ description: 'What the clinic is likely to receive from this case, from its attorney’s history' })
export class NetToClinic {
  @Field(() => Float)
  billedToDate: number;

  @Field(() => Float, { nullable: true })
  reductionShare: number | null;

  @Field(() => Float, { nullable: true })
  reductionShareLow: number | null;

  @Field(() => Float, { nullable: true })
  reductionShareHigh: number | null;

  @Field(() => Float, { nullable: true, description: 'Billed to date less the likely reduction' })
  net: number | null;

  @Field(() => Float, { nullable: true })
  netLow: number | null;

  @Field(() => Float, { nullable: true })
  netHigh: number | null;

  @Field(() => Float, { nullable: true, description: 'Days from settlement to the clinic’s payment' })
  paymentDays: number | null;

  @Field(() => Float, { nullable: true })
  paymentDaysLow: number | null;

  @Field(() => Float, { nullable: true })
  paymentDaysHigh: number | null;

  @Field(() => String, { nullable: true, description: 'The settlement date + the likely delay, once settled' })
  paymentDate: string | null;

  @Field(() => String, { nullable: true, description: 'Why a figure is missing: no history with this attorney yet' })
  noHistoryReason: string | null;
}

@ObjectType()
export class CasePredictions {
  @Field(() => Int)
  caseId: number;

  @Field(() => [CasePrediction])
  predictions: CasePrediction[];

  @Field(() => NetToClinic, { nullable: true, description: 'Clinic users only' })
  netToClinic: NetToClinic | null;

  @Field()
  confidenceDefinition: string;
}

@ObjectType()
export class BacktestPoint {
  @Field(() => Float)
  actual: number;

  @Field(() => Float)
  predicted: number;
}

@ObjectType({ description: '5-fold cross-validation on the scope’s closed cases at fit time' })
export class PredictionBacktest {
  @Field(() => Int)
  folds: number;

  @Field(() => Int)
  n: number;

  @Field(() => Float)
  mae: number;

  @Field(() => Float, { nullable: true })
  maePercentOfMean: number | null;

  @Field(() => Float, { description: 'Share of held-out outcomes inside their 90% range' })
  coverage: number;

  @Field(() => [BacktestPoint])
  points: BacktestPoint[];
}

@ObjectType({ description: 'The newest model of one prediction type in the caller’s scope' })
export class PredictionModelView {
  @Field(() => PredictionType)
  type: PredictionType;

  @Field(() => Int)
  version: number;

  @Field()
  modelVersion: string;

  @Field()
  algorithm: string;

  @Field(() => Int)
  trainingSize: number;

  @Field()
  fittedAt: Date;

  @Field(() => String, { nullable: true })
  insufficientReason: string | null;

  @Field(() => PredictionBacktest, { nullable: true })
  backtest: PredictionBacktest | null;
}

@ObjectType()
export class PredictionRefitRequest {
  @Field({ description: 'False when a refit of this scope was already waiting' })
  queued: boolean;
}
