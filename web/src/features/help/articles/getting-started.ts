import type { HelpArticle } from '../help-article';

export const gettingStarted: HelpArticle[] = [
  {
    id: 'find-your-way',
    topic: 'Getting started',
    title: 'Find your way around',
    summary: 'The menu, the top bar and the tools bar: where each part of Polyloop lives.',
    keywords: 'navigation menu layout start dashboard search create new',
    body: `
Polyloop has two sides: the **network**, where you trade with other companies, and the **Core**, where you run your own business (CRM, orders, shipments, inventory and finance).

### The menu
- **Network** is the directory of companies: find them and link with them.
- **Market** is the Materials Market: public offers (supply), public requests (demand) and auctions of every company on the network.
- **Freight** gets quotes from our freight partners.
- **My activity** lists your negotiations, your listings and the requests you received.
- **CRM** holds your companies, haves, needs and matches; **Operations** your orders, shipments, inventory and finance.
- **Administration** (company administrators only) holds users, the public profile, organization settings, billing and integrations.

### The top bar
- **Search** finds anything: companies, contacts, haves, needs, orders, shipments, offers, requests and auctions.
- **Create new** starts a company, material, have, need, inventory lot, order or shipment.
- **Tasks**, **Drafts** and **Notifications** open side panels; the user menu has **Settings**, **Team**, **Reporting** and **Log out**.

### The tools bar
**Help** (this panel), **Freight** (quotes without leaving the page), **Units** (convert weights) and **Prices** (convert prices per unit, or work out a total).

Your home page is the [dashboard](/my-company/dashboard) of your company. Its [Team](/my-company/team) tab lists your colleagues: how to reach them, their roles and who administers the company.
`,
  },
  {
    id: 'set-up-your-company',
    topic: 'Getting started',
    title: 'Invite your team and set up your public profile',
    summary: 'Administrators add users and decide what other companies see of yours.',
    keywords: 'admin administrator users invite seats team public profile enable onboarding',
    body: `
Your company was set up when it was onboarded (company, materials, locations, contacts, users, intent and review). Company administrators keep it up to date under **Administration**.

### Invite users
1. Open [Administration → Users](/admin/users).
2. Choose **Invite user**, fill in the person’s e-mail, name, authority (user or administrator) and roles, then **Send invitation**. They get an e-mail to join.
3. To take access away, archive the user; restoring brings them back.

The Platform and Intelligence plans have up to 5 seats; a plan’s limit shows as **User Limit Reached**.

### Your public profile
Other companies find you in the directory through your public profile. Under [Administration → Public Profile](/admin/public-profile), fill in the about text, website, services and materials traded, add locations, and switch **Public profile enabled** on. Public offers, public requests and public auctions need it enabled.

If you are not an administrator, ask your company administrator for these.
`,
  },
  {
    id: 'link-with-companies',
    topic: 'Getting started',
    title: 'Link with other companies',
    summary: 'Private offers, requests and invitations to auctions go to linked companies only.',
    keywords: 'directory link request accept decline representatives connect partner network',
    body: `
A link is a trading relationship between two companies. You need one before you can send a company a private offer or request, respond to its listings, or invite it to an auction.

1. Open [Network](/network/companies), the directory. Search by name, service, material type or location, in the table or on the map.
2. Choose **Link** beside the company. It appears under **Link requests** as sent until they answer.
3. The other company accepts or declines; you are notified either way.

Requests sent to your company wait under **Link requests**: choose **Accept** or **Decline** (with a reason). **Company links** lists your company’s links, **Personal links** those you look after; **Edit representatives** changes who at your company looks after a link.

Contact details of a company you are not linked with stay hidden until you link (or upgrade your plan).
`,
  },
  {
    id: 'notifications',
    topic: 'Getting started',
    title: 'Notifications and e-mails',
    summary: 'What you are told about, and how to choose which e-mails you get.',
    keywords: 'notification bell unread email preferences weekly report turn off',
    body: `
**Notifications** in the top bar shows how many are unread: offers and counter-offers, requests, auctions, link requests, freight bookings, mentions and comments, task reminders. Open one to go to what it is about; the [notifications page](/notifications) lists them all.

Choose what reaches you in [Settings → Notification Preferences](/settings/notifications):
- **Network activity** switches whole areas on or off (network offers, network requests, auctions).
- **Weekly e-mails** are the network reminder and the management report.
- **E-mail me about** chooses which notifications also come by e-mail: mentions, comments, records assigned to you, haves and needs about to expire, new matches, link requests, and task reminders.

Every e-mail also has a link to these preferences.
`,
  },
];
