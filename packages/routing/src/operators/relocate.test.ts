import { describe, it } from 'vitest';
import { expectOperatorImprovesFeasibly } from '../testing/operator.contract.js';
import { relocate } from './relocate.js';

describe('relocate', () => {
  it('improves a poor solution and keeps it feasible', () => {
    expectOperatorImprovesFeasibly(relocate);
  });
});
