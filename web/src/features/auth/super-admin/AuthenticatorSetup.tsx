import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { monospaceFont } from './monospace';
import { setupKeyGroups, svgDataUrl } from './setupKey';
import type { Enrollment } from './useSuperAdminSignIn';

/** How to add the account to an authenticator app: numbered steps, the QR code and the key to type. */
export function AuthenticatorSetup({ enrollment }: { enrollment: Enrollment }) {
  return (
    <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
      <li>
        <Typography>
          Install an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or
          1Password.
        </Typography>
      </li>
      <li>
        <Typography>In the app, add an account and scan this QR code.</Typography>
        <Box
          component="img"
          src={svgDataUrl(enrollment.qrCodeSvg)}
          alt="QR code to add your Casebridge account to an authenticator app"
          width={184}
          height={184}
          sx={{ display: 'block', my: 1.5, p: 1, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        <Typography>Can&apos;t scan it? Choose to enter a setup key in the app and type this key:</Typography>
        <Box
          data-testid="setup-key"
          sx={{
            mt: 1,
            px: 1.5,
            py: 1,
            display: 'grid',
            // Four groups a line: a 32-character key shows as two even lines and never breaks inside a group.
            gridTemplateColumns: 'repeat(4, max-content)',
            columnGap: 1.5,
            fontFamily: monospaceFont,
            fontSize: '1.05rem',
            letterSpacing: '0.04em',
            color: 'text.primary',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {setupKeyGroups(enrollment.secret).map((group, index) => (
            // The spaces keep the groups apart when the key is copied or read out.
            <span key={index}>{index > 0 ? ` ${group}` : group}</span>
          ))}
        </Box>
        <Link href={enrollment.otpauthUri} variant="body2" sx={{ display: { xs: 'inline-block', sm: 'none' }, mt: 1 }}>
          Open in an authenticator app on this phone
        </Link>
      </li>
      <li>
        <Typography>Enter the 6-digit code the app shows for Casebridge.</Typography>
      </li>
    </Box>
  );
}
