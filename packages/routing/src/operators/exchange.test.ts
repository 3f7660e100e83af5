import { describe, it } from 'vitest';
import { expectOperatorImprovesFeasibly } from '../testing/operator.contract.js';
import { exchange } from './exchange.js';

describe('exchange', () => {
  it('improves a poor solution and keeps it feasible', () => {
    expectOperatorImprovesFeasibly(exchange);
  });
});
