import type { HelpArticle } from '../help-article';

export const finance: HelpArticle[] = [
  {
    id: 'invoices-and-bills',
    topic: 'Finance',
    title: 'Create and issue invoices and bills',
    summary: 'Invoice your customers and record your suppliers’ bills, from a shipment or by hand.',
    keywords: 'invoice bill draft issue void pdf email accounting quickbooks xero push customer supplier',
    body: `
An **invoice** is what a customer owes you; a **bill** is what you owe a supplier. Both are under [Finance](/market/financials), on the **Invoices** and **Bills** tabs.

### Create one
- From a shipment: on its **Financials** tab, choose **Create invoice** (or **Create bill**). The company and items come from the shipment’s manifest.
- By hand: choose **New invoice** on the [Invoices](/market/financials/invoices) tab (**New bill** on [Bills](/market/financials/bills)). Pick a shipment, or the company and enter the items, then the date, payment terms, tax rate, description, payment instructions and terms.

### Issue it
A new invoice or bill is a **Draft**: **Edit** it, or delete it. **Issue** gives it its number and makes it count: it is then **Issued**, **Partly paid** or **Paid** as [payments](help:record-payments) are recorded. An issued one is not deleted but voided (**Void**).

From its page you can also **Download PDF**, send it with **E-mail invoice** in the **More** menu (to the company’s accounting contact unless you give an address), and, when your company has connected QuickBooks Online or Xero under Administration → Integrations, push it to the accounting service.
`,
  },
  {
    id: 'record-payments',
    topic: 'Finance',
    title: 'Record payments',
    summary: 'Mark what was paid on an invoice or a bill, in full or in part.',
    keywords: 'payment paid partly paid receive pay amount method reference overpaid',
    body: `
1. Open the issued invoice or bill (from the [Invoices](/market/financials/invoices) or [Bills](/market/financials/bills) tab, or from its shipment’s **Financials** tab).
2. Choose **Record payment**.
3. Enter the date, the method, a reference (a cheque or transfer number) and the amount, then save.

A payment of less than what is owed makes it **Partly paid**; once the whole amount is in it is **Paid**. A payment may not be more than what is still owed. Every payment is listed under **Payments** on the invoice or bill, and posted to the [ledger](help:finance-reports).
`,
  },
  {
    id: 'commissions',
    topic: 'Finance',
    title: 'Add and pay commissions',
    summary: 'What a representative earns on a shipment: a fixed amount or a percentage.',
    keywords: 'commission representative salesperson percent gross profit fixed paid',
    body: `
Commissions belong to a shipment.

1. Open the shipment and its **Financials** tab.
2. Under **Commissions**, choose **Add commission**.
3. Pick the representative (a user of your company) and the kind: **Fixed** (an amount), or a percentage of the gross profit, the material sale, the material cost, the inventory gain or the inventory loss.
4. Save. The amount is worked out from the shipment’s figures.

When it is paid, choose **Mark commission paid**. Commissions count in the **Summary** tab of [Finance](/market/financials/summary) and in [Reporting](/market/analytics).
`,
  },
  {
    id: 'finance-reports',
    topic: 'Finance',
    title: 'Read your finance reports',
    summary: 'The summary, the ledger, what you are owed and what you owe, and the report builder.',
    keywords:
      'report summary revenue cost margin profit ledger journal receivables payables aging aged overdue analytics export',
    body: `
[Finance](/market/financials) has a tab for each view:
- **Summary**: revenue, cost, commissions, fees, gross margin and margin % over the months you choose, with what is open each way; by month, by material type and by company.
- **Ledger**: every journal entry, by account and from a date. Each invoice, bill and payment posts a balanced entry.
- **Receivables** and **Payables**: what each company owes you, and what you owe, aged as current, 1–30, 31–60, 61–90 and 90+ days past due.
- **Invoices** and **Bills**: the lists, with status and **Overdue only** filters, and export to CSV or XLSX.

For charts of your trade, open [Reporting](/market/analytics) (also in the user menu): choose a chart (line, column or table), a metric (price, weight, buy price, sell price, profit, margin or count), a grouping and a time range. A shipment counts once it is delivered. Reports can be exported, saved as a picture, and shared by link.
`,
  },
];
