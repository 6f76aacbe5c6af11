import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { analyticsMetricTypes } from './marketing.enums';

/** The daily roll-up of a sender's marketing records (written by the `marketing.rollup` job). */
@Entity('marketing_analytics')
@Unique('marketing_analytics_day_key', ['sender', 'metricType', 'period', 'date'])
@Check('marketing_analytics_metric_check', oneOf('metric_type', analyticsMetricTypes))
@Check('marketing_analytics_period_check', `"period" IN ('day')`)
@Check('marketing_analytics_metrics_check', `jsonb_typeof("metrics") = 'object'`)
export class MarketingAnalytics {
  @PrimaryGeneratedColumn()
  id: number;

  /** 'clinic:<id>' or 'platform' (the operator's). */
  @Column({ type: 'text' })
  sender: string;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  metricType: string;

  @Column({ type: 'text', default: 'day' })
  period: string;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  metrics: Record<string, number | string | Record<string, number>>;

  @CreatedAt()
  createdAt: Date;
}
