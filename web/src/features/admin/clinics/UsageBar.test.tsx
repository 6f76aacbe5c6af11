import { render, screen } from '@testing-library/react';
import { UsageBar } from './UsageBar';
import { formatStorage, gbToBytes } from './usageRules';

function bar() {
  return screen.getByRole('progressbar', { name: 'Users' });
}

describe('UsageBar', () => {
  it.each([
    [2, 3, false],
    [40, 50, false],
    [41, 50, true],
    [3, 3, true],
    [5, 3, true],
  ])('%i of %i: red above 80%% of the limit is %p', (used, limit, red) => {
    render(<UsageBar label="Users" used={used} limit={limit} />);
    expect(bar().className.includes('MuiLinearProgress-colorError')).toBe(red);
    expect(bar().className.includes('MuiLinearProgress-colorPrimary')).toBe(!red);
    expect(screen.getByText(`${used} / ${limit}`)).toBeInTheDocument();
  });

  it('fills the bar in proportion, and a clinic above its limit shows a full bar', () => {
    const { unmount } = render(<UsageBar label="Users" used={1} limit={4} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '25');
    expect(bar()).toHaveAttribute('aria-valuetext', '1 / 4 (25%)');
    unmount();
    render(<UsageBar label="Users" used={5} limit={3} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
  });

  it('says Unlimited, with no bar, for a plan without a limit', () => {
    render(<UsageBar label="Users" used={250} limit={null} />);
    expect(screen.getByText('250 / Unlimited')).toBeInTheDocument();
    expect(screen.getByText('No limit on this plan')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('writes storage in MB and GB', () => {
    render(<UsageBar label="Storage" used={4.5 * 1024 ** 3} limit={gbToBytes(5)} describe={formatStorage} />);
    expect(screen.getByText('4.5 GB / 5 GB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Storage' }).className).toContain('MuiLinearProgress-colorError');
    expect(formatStorage(0)).toBe('0 MB');
    expect(formatStorage(1000)).toBe('< 0.1 MB');
    expect(formatStorage(12.44 * 1024 ** 2)).toBe('12.4 MB');
    expect(formatStorage(3.25 * 1024 ** 3)).toBe('3.25 GB');
  });
});
