import { graphql } from '../../../gql';

export const CasePredictionsQuery = graphql(`
  query CasePredictions($caseId: Int!) {
    casePredictions(caseId: $caseId) {
      caseId
      confidenceDefinition
      predictions {
        type
        value
        rangeLow
        rangeHigh
        confidence
        currentValue
        modelVersion
        trainingSize
        insufficientReason
        factors {
          name
          label
          effect
        }
      }
      netToClinic {
        billedToDate
        reductionShare
        reductionShareLow
        reductionShareHigh
        net
        netLow
        netHigh
        paymentDays
        paymentDaysLow
        paymentDaysHigh
        paymentDate
        noHistoryReason
      }
    }
  }
`);

export const PredictionModelsQuery = graphql(`
  query PredictionModels {
    predictionModels {
      type
      version
      modelVersion
      algorithm
      trainingSize
      fittedAt
      insufficientReason
      backtest {
        folds
        n
        mae
        maePercentOfMean
        coverage
        points {
          actual
          predicted
        }
      }
    }
  }
`);

export const PredictionRefitMutation = graphql(`
  mutation PredictionRefit {
    predictionRefit {
      queued
    }
  }
`);
