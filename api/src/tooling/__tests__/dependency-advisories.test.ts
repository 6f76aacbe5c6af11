import { advisoryVerdict, type NpmAuditOutput } from '../dependency-advisories';

const advisory = (severity: 'low' | 'moderate' | 'high' | 'critical', name = 'left-pad') => ({
  source: 1096,
  name,
  dependency: name,
  title: `A ${severity} flaw in ${name}`,
  url: `https://github.com/advisories/GHSA-${severity}`,
  severity,
  cwe: [],
  cvss: { score: 7.5, vectorString: null },
  range: '<1.3.1',
});

function report(vulnerabilities: NpmAuditOutput['vulnerabilities'], counts: Record<string, number>): NpmAuditOutput {
  return { auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } };
}

describe('the dependency advisory verdict', () => {
  it('passes a report with no high or critical advisory, keeping the counts', () => {
    const moderate = { name: 'left-pad', severity: 'moderate' as const, via: [advisory('moderate')] };
    expect(advisoryVerdict(report({ 'left-pad': moderate }, { moderate: 1, high: 0, total: 1 }))).toEqual({
      outcome: 'pass',
      counts: { moderate: 1, high: 0 },
    });
    expect(advisoryVerdict(report({}, { total: 0 }))).toEqual({ outcome: 'pass', counts: {} });
  });

  it('fails on a high or critical advisory, naming each once, also when reached through another package', () => {
    const verdict = advisoryVerdict(
      report(
        {
          'left-pad': { name: 'left-pad', severity: 'critical', via: [advisory('critical'), advisory('low')] },
          // A package vulnerable only through its dependency: the advisory is listed under that dependency.
          'pad-wrapper': { name: 'pad-wrapper', severity: 'critical', via: ['left-pad'] },
          qs: { name: 'qs', severity: 'high', via: [advisory('high', 'qs')] },
        },
        { low: 1, high: 1, critical: 2, total: 4 },
      ),
    );
    expect(verdict).toEqual({
      outcome: 'fail',
      findings: [
        'critical: left-pad <1.3.1: A critical flaw in left-pad (https://github.com/advisories/GHSA-critical)',
        'high: qs <1.3.1: A high flaw in qs (https://github.com/advisories/GHSA-high)',
      ],
    });
  });

  it('never passes when the registry gave no report (the mirror here answers 405)', () => {
    expect(
      advisoryVerdict({
        message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
        error: { summary: '', detail: '' },
      }),
    ).toEqual({
      outcome: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(advisoryVerdict({ error: { code: 'ENOTFOUND' } })).toEqual({ outcome: 'unavailable', reason: 'ENOTFOUND' });
    expect(advisoryVerdict({ statusCode: 503 })).toEqual({ outcome: 'unavailable', reason: 'HTTP 503' });
  });
});
