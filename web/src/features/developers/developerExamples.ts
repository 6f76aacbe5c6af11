/** The code samples of the integrator's page, with the server's own address filled in. */

export const graphqlCurl = (origin: string) => `curl ${origin}/graphql \\
  -H "Authorization: Bearer $CASEBRIDGE_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ me { id email role } cases(first: 5) { nodes { id caseNumber status } pageInfo { endCursor hasNextPage } } }"}'`;

export const caseQuery = `query CaseById($id: Int!) {
  case(id: $id) {
    id
    caseNumber
    status
    patient { id firstName lastName }
    attorney { id firmName }
  }
}`;

export const restCurl = (origin: string) => `curl ${origin}/api/cases?limit=5 \\
  -H "Authorization: Bearer $CASEBRIDGE_TOKEN"`;

export const schemaCurl = (origin: string) => `curl -o schema.graphql ${origin}/api/schema.graphql \\
  -H "Authorization: Bearer $CASEBRIDGE_TOKEN"`;

export const payloadExample = `{
  "id": "6f0c1e0a-3a1b-4a57-9a0e-2b1f3f5d9c11",
  "type": "case.status_changed",
  "createdAt": "2026-11-26T15:04:05.000Z",
  "data": {
    "clinicId": 1,
    "caseId": 42,
    "patientId": 17,
    "recordId": "42",
    "actorUserId": "8d3c...",
    "from": "active_treatment",
    "to": "attorney_review"
  }
}`;

export const verifyExample = `import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

const secret = process.env.CASEBRIDGE_WEBHOOK_SECRET; // whsec_..., shown once in Clinic Settings
const app = express();

// Verify the raw body exactly as it was sent, before parsing it.
app.post('/casebridge-webhooks', express.raw({ type: 'application/json' }), (req, res) => {
  const header = req.get('Casebridge-Signature') ?? '';
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(\`\${t}.\${req.body}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300; // refuse replays older than 5 minutes
  const valid =
    fresh && v1?.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
  if (!valid) return res.status(400).send('bad signature');

  const event = JSON.parse(req.body);
  // Casebridge-Event-Id (= event.id) is the same on every retry: skip ids you have handled.
  console.log(event.type, event.data);
  res.sendStatus(204);
});

app.listen(8080);`;
