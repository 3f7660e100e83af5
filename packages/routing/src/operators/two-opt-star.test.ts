import { describe, it } from 'vitest';
import { expectOperatorImprovesFeasibly } from '../testing/operator.contract.js';
import { twoOptStar } from './two-opt-star.js';

describe('twoOptStar', () => {
  it('improves a poor solution and keeps it feasible', () => {
    expectOperatorImprovesFeasibly(twoOptStar);
  });
});
