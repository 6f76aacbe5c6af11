/** What `npm audit --json` prints: a report (npm 7+, version 2), or an error when the registry did not answer. */
export interface NpmAuditOutput {
  auditReportVersion?: number;
  vulnerabilities?: Record<string, { name: string; severity: Severity; via: (string | Advisory)[] }>;
  metadata?: { vulnerabilities?: Partial<Record<Severity | 'total', number>> };
  statusCode?: number;
  message?: string;
  error?: { code?: string; summary?: string; detail?: string };
}

type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

interface Advisory {
  name: string;
  title: string;
  url: string;
  severity: Severity;
  range: string;
}

export type AdvisoryVerdict =
  | { outcome: 'pass'; counts: Partial<Record<Severity, number>> }
  | { outcome: 'fail'; findings: string[] }
  | { outcome: 'unavailable'; reason: string };

/** The severities that fail the build (issue 9: known high or critical advisories). */
const failing: Severity[] = ['high', 'critical'];

/**
 * Reads npm audit's JSON: fails on any high or critical advisory, naming package, advisory and fix
 * range; says "unavailable" (never "pass") when the registry gave no report to judge.
 */
export function advisoryVerdict(output: NpmAuditOutput): AdvisoryVerdict {
  if (output.auditReportVersion !== 2 || !output.vulnerabilities) {
    const reason =
      output.message ||
      output.error?.summary ||
      output.error?.code ||
      (output.statusCode ? `HTTP ${output.statusCode}` : 'no audit report');
    return { outcome: 'unavailable', reason };
  }
  const findings = Object.values(output.vulnerabilities)
    .filter((vulnerability) => failing.includes(vulnerability.severity))
    .flatMap((vulnerability) =>
      vulnerability.via
        // A string names the dependency the advisory reaches this package through: listed under its own name.
        .filter((via): via is Advisory => typeof via === 'object' && failing.includes(via.severity))
        .map(
          (advisory) => `${advisory.severity}: ${advisory.name} ${advisory.range}: ${advisory.title} (${advisory.url})`,
        ),
    );
  if (findings.length > 0) return { outcome: 'fail', findings: [...new Set(findings)].sort() };
  const { total: _total, ...counts } = output.metadata?.vulnerabilities ?? {};
  return { outcome: 'pass', counts };
}
