/**
 * Xero, ServiceM8 and Fergus stand-ins to try the job systems by hand (never part of the server), on 127.0.0.1:
 * each speaks its system's OAuth or token, API and webhooks as the tests' stand-ins do, with a few finished jobs
 * already there for the dry run.
 *
 *   node_modules/.bin/node scripts/job-systems-stand-in.ts [--korero http://127.0.0.1:3000]   (Node 22; ports 4020–4022)
 *   (then start Korero with the settings it prints, connect each system in Settings → Job systems)
 *
 * Type a line to make a job happen:
 *   xero Aroha Ngata 0215550103       a paid invoice, and Xero's signed event to Korero
 *   servicem8 Mere Tane 0215550104    a completed job, and ServiceM8's event to Korero
 *   fergus Hone Heke 0215550105       a completed job (Korero's next poll, within 5 minutes, finds it)
 */
import { createInterface } from 'node:readline';
import { deliverXeroEvents, FergusStandIn, ServiceM8StandIn, XeroStandIn } from '../modules/jobsystems/server/testing/index.ts';

const args = process.argv.slice(2);
const korero =
  args[args.indexOf('--korero') + 1] && args.includes('--korero') ? args[args.indexOf('--korero') + 1]! : 'http://127.0.0.1:3000';
const XERO_CLIENT = { id: 'LOCALXEROCLIENT', secret: 'local-xero-client-secret' };
const SM8_CLIENT = { id: '800001', secret: 'local-servicem8-secret' };
const WEBHOOK_KEY = 'local-xero-webhook-key-0123456789abcdef';
const FERGUS_TOKEN = 'fergPAT_local-0000-4000-8000-000000000001';
const ORG = { tenantId: '0a0a0a0a-0000-4000-8000-000000000001', tenantName: 'Harbour Plumbing Limited', tenantType: 'ORGANISATION' };
const SM8_ACCOUNT = '0b0b0b0b-0000-4000-8000-000000000001';

const xero = new XeroStandIn(XERO_CLIENT);
const servicem8 = new ServiceM8StandIn(SM8_CLIENT);
const fergus = new FergusStandIn();
const [xeroUrl, sm8Url, fergusUrl] = [await xero.start(4020), await servicem8.start(4021), await fergus.start(4022)];
xero.tenants = [ORG];
servicem8.signingIn = SM8_ACCOUNT;
const sm8 = servicem8.account(SM8_ACCOUNT, 'Harbour Plumbing (ServiceM8)');
sm8.staff.push({ uuid: 'staff-1', first: 'Hemi', last: 'Walker' });
const company = fergus.company(FERGUS_TOKEN, 4242, 'Harbour Plumbing (Fergus)');

let n = 0;
const split = (name: string) => [name.split(' ')[0] ?? name, name.split(' ').slice(1).join(' ')] as const;

function xeroInvoice(name: string, mobile: string, daysAgo = 0) {
  const id = ++n;
  const [first, last] = split(name);
  xero.contacts.set(ORG.tenantId, [
    ...(xero.contacts.get(ORG.tenantId) ?? []),
    {
      ContactID: `contact-${id}`,
      Name: name,
      FirstName: first,
      LastName: last,
      EmailAddress: `${first.toLowerCase()}@customer.example`,
      Phones: [
        { PhoneType: 'MOBILE', PhoneNumber: mobile.replace(/^0?2\d/, ''), PhoneAreaCode: mobile.slice(1, 3), PhoneCountryCode: '64' },
      ],
    },
  ]);
  const invoice = {
    InvoiceID: `0c0c0c0c-0000-4000-8000-${String(id).padStart(12, '0')}`,
    InvoiceNumber: `INV-${2000 + id}`,
    Type: 'ACCREC',
    Status: 'PAID',
    Total: 180 + id * 35,
    Contact: { ContactID: `contact-${id}` },
    LineItems: [
      {
        Description: 'Replaced the hot water cylinder',
        Tracking: [{ Name: 'Technician', Option: 'Hemi Walker', TrackingOptionID: 'opt-hemi' }],
      },
    ],
    FullyPaidOnDate: `/Date(${Date.now() - daysAgo * 86_400_000}+0000)/`,
  };
  xero.invoices.set(ORG.tenantId, [...(xero.invoices.get(ORG.tenantId) ?? []), invoice]);
  return invoice;
}

function sm8Job(name: string, mobile: string) {
  const id = ++n;
  const [first, last] = split(name);
  const job = {
    uuid: `0d0d0d0d-0000-4000-8000-${String(id).padStart(12, '0')}`,
    active: 1,
    generated_job_id: String(3000 + id),
    status: 'Completed',
    completion_date: new Date().toISOString().replace('T', ' ').slice(0, 19),
    company_uuid: `company-${id}`,
    job_address: '1 Marine Parade, Petone',
    job_description: 'Cleared the blocked drain',
    total_invoice_amount: '240.00',
  };
  sm8.companies.push({ uuid: `company-${id}`, name: `${name} Household` });
  sm8.companyContacts.push({
    uuid: `cc-${id}`,
    company_uuid: `company-${id}`,
    first,
    last,
    mobile,
    type: 'BILLING',
    is_primary_contact: '1',
  });
  sm8.activities.push({ job_uuid: job.uuid, staff_uuid: 'staff-1', activity_was_recorded: 1 });
  sm8.jobs.push(job);
  return job;
}

function fergusJob(name: string, mobile: string) {
  const id = ++n;
  const [firstName, lastName] = split(name);
  company.customers.push({
    id,
    customerFullName: name,
    mainContact: { firstName, lastName, contactItems: [{ contactType: 'mobile', contactValue: mobile }] },
  });
  company.jobs.push({
    id,
    jobNo: `F-${id}`,
    description: 'Heat pump service',
    status: 'Completed',
    lastModified: new Date().toISOString(),
    customer: { id, customerFullName: name },
  });
  company.invoices.push({ jobId: id, subtotal: 200, taxValue: 30, status: 'Paid' });
  company.timeEntries.push({ jobNo: `F-${id}`, userId: 1, user: 'Hemi Walker' });
}

// Jobs already done, for the dry runs.
for (const [i, name] of ['Wiremu Kingi', 'Ani Parata', 'Tama Rangi'].entries()) {
  xeroInvoice(name, `02155501${i}${i}`, i + 1);
  sm8Job(name, `02155502${i}${i}`);
}

console.log(`Job system stand-ins are listening. Start Korero with:

  SECRETS_KEY=${Buffer.alloc(32, 1).toString('base64')} \\
  XERO_CLIENT_ID=${XERO_CLIENT.id} XERO_CLIENT_SECRET=${XERO_CLIENT.secret} XERO_WEBHOOK_KEY=${WEBHOOK_KEY} \\
  XERO_LOGIN_URL=${xeroUrl} XERO_IDENTITY_URL=${xeroUrl} XERO_API_BASE_URL=${xeroUrl} \\
  SERVICEM8_CLIENT_ID=${SM8_CLIENT.id} SERVICEM8_CLIENT_SECRET=${SM8_CLIENT.secret} SERVICEM8_API_BASE_URL=${sm8Url} \\
  FERGUS_API_BASE_URL=${fergusUrl} PUBLIC_URL=${korero} npm start

Fergus's personal access token: ${FERGUS_TOKEN}
Then type "xero|servicem8|fergus <name> <mobile>" to make a job happen.`);

for await (const line of createInterface({ input: process.stdin })) {
  const [system, ...rest] = line.trim().split(/\s+/);
  const mobile = /^\d{9,11}$/.test(rest.at(-1) ?? '') ? rest.pop()! : '0215550199';
  const name = rest.join(' ') || 'Aroha Ngata';
  if (system === 'xero') {
    const invoice = xeroInvoice(name, mobile);
    const status = await deliverXeroEvents(
      (body, signature) =>
        fetch(`${korero}/api/webhooks/xero`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'x-xero-signature': signature },
        }),
      WEBHOOK_KEY,
      [{ tenantId: ORG.tenantId, resourceId: invoice.InvoiceID, eventDateUtc: new Date().toISOString() }],
    );
    console.log(`Xero: ${invoice.InvoiceNumber} paid by ${name}; Korero answered ${status}`);
  } else if (system === 'servicem8') {
    const job = sm8Job(name, mobile);
    console.log(
      `ServiceM8: job ${job.generated_job_id} completed for ${name}; Korero answered ${(await servicem8.deliver(SM8_ACCOUNT, 'job.completed', job.uuid)).join(', ') || 'nothing (not connected)'}`,
    );
  } else if (system === 'fergus') {
    fergusJob(name, mobile);
    console.log(`Fergus: a job completed for ${name}; Korero's next poll finds it`);
  } else if (system) {
    console.log('Type "xero", "servicem8" or "fergus", a name and a mobile.');
  }
}
