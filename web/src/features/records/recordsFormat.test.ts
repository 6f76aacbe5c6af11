import { completionLabel } from './recordsFormat';

describe('completionLabel', () => {
  it('shows hours under two days and days above', () => {
    expect(completionLabel(null)).toBeNull();
    expect(completionLabel(3.5)).toBe('3.5 h');
    expect(completionLabel(72)).toBe('3.0 days');
  });
});
