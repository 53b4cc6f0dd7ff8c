/**
 * The terms of service (docs/product.md#routes-and-screens): last updated October 02, 2025, 24 numbered sections,
 * with every key term of the spec in the spec's words: age 18, 3-year confidentiality, 30-day
 * export, 30-day fee notice, 1.5% monthly late interest, non-refundable payments, the 12-month
 * liability cap, the four prices, 99.9% target uptime, 4-hour and 24-hour support responses.
 */
import { site } from 'shared/site';
import { list, paragraph, table } from './blocks';
import type { LegalDocument } from './legal-document';
import { infoEmailLink, privacyPolicyLink, salesEmailLink } from './links';

export const termsOfService = {
  hero: {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    lead: `The terms that govern the use of ${site.brand}’s website, software and services: what you may do with them, what each of us is responsible for, and how the agreement can end.`,
  },
  updated: { label: 'Last updated', date: 'October 02, 2025', dateTime: '2025-10-02' },
  sections: [
    {
      id: 'acceptance-of-terms',
      title: 'Acceptance of These Terms',
      blocks: [
        paragraph(
          `These Terms of Service ("Terms") are an agreement between ${site.brand} ("${site.brand}", "we", "us" or "our") and the organisation or person who uses our website, requests a trial, or subscribes to our software and services ("Customer" or "you").`,
        ),
        paragraph(
          'By using our website, requesting a trial, signing an Order Form or using the Services, you accept these Terms. If you accept them on behalf of an organisation, you confirm that you have authority to bind it, and "you" means that organisation. If you do not accept these Terms, do not use the Services.',
        ),
        paragraph(
          'Where a signed Order Form or master agreement conflicts with these Terms, the signed document prevails for the Services it covers.',
        ),
      ],
    },
    {
      id: 'definitions',
      title: 'Definitions',
      blocks: [
        list(
          '"Services" means our software (including Enterprise AI, Enterprise 360, Enterprise Agents and Enterprise Automation), its updates and documentation, and the deployment, support and professional services we provide.',
          '"Order Form" means an ordering document or online order signed or accepted by both parties that lists the Services, quantities, fees and subscription term.',
          '"Customer Data" means the data, documents, prompts and other content that you or your Authorized Users process with the Services, and the outputs generated from them.',
          '"Authorized User" means an employee or contractor of yours whom you allow to use the Services.',
          '"Agent" means an autonomous software agent configured and running in the Services.',
          '"LLM" means a large language model deployed for use with the Services, whether open-source, licensed from a third party or trained by you.',
          '"RAG" means the retrieval-augmented generation capability of the Services, which grounds model answers in your own data sources.',
          '"Subscription Term" means the period stated in an Order Form, including any renewal.',
        ),
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      blocks: [
        paragraph(
          'The Services are offered to businesses and public bodies, not to consumers. Users must be 18 or older: you may use our website and the Services only if you are 18 years of age or older and able to enter into a binding contract. You are responsible for ensuring that every Authorized User meets this requirement.',
        ),
      ],
    },
    {
      id: 'accounts-and-authorized-users',
      title: 'Accounts and Authorized Users',
      blocks: [
        paragraph(
          'You are responsible for your Authorized Users’ compliance with these Terms, for configuring the access controls of the Services, including role-based access control, and for keeping credentials confidential. Tell us promptly at the address in section 24 if you learn of unauthorized use of the Services.',
        ),
        paragraph(
          'User-based subscriptions are for named individuals; a subscription may be reassigned when a person no longer needs access, but not shared between people.',
        ),
      ],
    },
    {
      id: 'the-services',
      title: 'The Services',
      blocks: [
        paragraph(
          'Subject to these Terms and your payment of the fees, we grant you, during the Subscription Term, a non-exclusive, non-transferable, non-sublicensable right to install, run and use the Services for your internal business purposes, in the quantities stated in your Order Form.',
        ),
        paragraph(
          'The Services are deployed inside your own cloud tenant or on your own premises, including air-gapped environments, or in a private environment we manage for you where the Order Form says so. You are responsible for providing and maintaining the infrastructure the Services run on, unless we manage it for you.',
        ),
        paragraph(
          'We may improve and change the Services, provided that a change does not materially reduce the functionality of Services you have paid for during the current Subscription Term.',
        ),
      ],
    },
    {
      id: 'free-trials',
      title: 'Free Trials',
      blocks: [
        paragraph(
          'We may offer a free trial of the Services, normally for 30 days. A trial is for evaluation only, not for production use, and is provided "as is", without any warranty, service level or support commitment, and without the indemnities in section 19. We may end a trial at any time. Unless you buy a subscription, your trial ends at the end of the trial period and you must uninstall the trial software.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      blocks: [
        paragraph('You will not, and will not allow anyone to:'),
        list(
          'use the Services in breach of any law, including export control, sanctions, privacy and anti-discrimination laws;',
          'use the Services to develop weapons, to surveil people unlawfully, or to make decisions with legal or similarly significant effects on people without appropriate human review;',
          'copy, modify, reverse engineer or decompile the Services, except to the extent the law expressly permits despite this restriction;',
          'remove licence keys, circumvent usage limits or technical protections, or exceed the quantities you have paid for;',
          'resell, sublicense or provide the Services to third parties as a service bureau, or use them to build a competing product;',
          'introduce malicious code into the Services or interfere with their integrity or performance.',
        ),
      ],
    },
    {
      id: 'customer-data',
      title: 'Customer Data',
      blocks: [
        paragraph(
          'As between you and us, you own all Customer Data. Because the Services run in your environment, Customer Data stays there: we do not receive, access or store it, except the limited data you choose to share with us for support, or the data we host for you in a managed deployment.',
        ),
        paragraph(
          'Where we process Customer Data for you, we do so only to provide the Services and support, under your instructions, and under the data processing agreement that forms part of your Order Form. We never use Customer Data to train models for anyone other than you.',
        ),
        paragraph([
          'You are responsible for the lawfulness of the Customer Data you process and for having the rights and consents it requires. Our ',
          privacyPolicyLink,
          ' explains how we handle the personal information of our website visitors and business contacts.',
        ]),
      ],
    },
    {
      id: 'models-and-outputs',
      title: 'AI Models and Outputs',
      blocks: [
        paragraph(
          'The Services are LLM-agnostic: you choose the LLMs you deploy. Third-party and open-source models are subject to their own licences, which you must accept and comply with; we do not warrant third-party models.',
        ),
        paragraph(
          'Outputs generated by AI models can be inaccurate, incomplete or biased. You are responsible for reviewing outputs before relying on them, especially for decisions affecting people, finances, health or legal rights. As between you and us, you own the outputs generated from your Customer Data.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        paragraph(
          `${site.brand} and its licensors own the Services, including all software, models we provide, documentation, trademarks and improvements, and all intellectual property rights in them. Except for the rights expressly granted in these Terms, no right or licence is granted to you.`,
        ),
        paragraph(
          'If you give us feedback or suggestions about the Services, we may use them freely, without obligation to you, provided that we do not identify you or disclose your Confidential Information.',
        ),
      ],
    },
    {
      id: 'third-party-services',
      title: 'Third-Party Services and Integrations',
      blocks: [
        paragraph(
          'The Services can connect to third-party systems you use, such as directory and single sign-on services, chat, CRM, ERP and IT service management tools. Your use of those systems is governed by your agreements with their providers. We are not responsible for third-party systems or for changes to them that affect an integration, although we will make reasonable efforts to maintain supported integrations.',
        ),
      ],
    },
    {
      id: 'fees-and-pricing',
      title: 'Fees and Pricing',
      blocks: [
        paragraph(
          'You will pay the fees in your Order Form. Unless an Order Form states otherwise, our list prices are:',
        ),
        table({
          caption: 'List prices',
          columns: ['Service', 'Price'],
          rows: [
            ['Platform access for each Authorized User', '$19.95 per user per month'],
            ['Enterprise Agents', '$995 per agent per month'],
            ['Each LLM deployed', '$100K per year per LLM'],
            ['Retrieval-augmented generation (RAG)', '$100K per year for RAG'],
          ],
        }),
        paragraph(
          'Prices are in U.S. dollars and exclude taxes. You will pay all sales, use, value-added, withholding and similar taxes on the fees, other than taxes on our income. Additional users, agents or models added during a Subscription Term are charged pro rata for the rest of that term.',
        ),
        paragraph(
          'We may change our fees with at least 30 days’ written notice. A change applies from your next renewal, not to a Subscription Term already paid for, unless you agree otherwise.',
        ),
      ],
    },
    {
      id: 'payment-terms',
      title: 'Payment Terms',
      blocks: [
        paragraph(
          'Unless an Order Form states otherwise, fees are invoiced annually in advance and are due within 30 days of the invoice date. If you dispute an invoice in good faith, tell us in writing before its due date and pay the undisputed part; we will work together to resolve the dispute promptly.',
        ),
        paragraph(
          'Overdue amounts bear late interest of 1.5% per month, or the highest rate the law allows if lower, from the due date until paid. If an amount is more than 30 days overdue, we may, after 10 days’ further written notice, suspend the Services until it is paid.',
        ),
        paragraph(
          'Payments are non-refundable, and fees are not reduced for unused quantities or for part of a Subscription Term, except where these Terms expressly provide otherwise or the law requires a refund.',
        ),
      ],
    },
    {
      id: 'service-levels-and-support',
      title: 'Service Levels and Support',
      blocks: [
        paragraph(
          'For Services we operate, including managed deployments and our licence and update services, our target uptime is 99.9% in each calendar month, excluding scheduled maintenance announced in advance and events outside our reasonable control. Where the Services run on your infrastructure, their availability also depends on that infrastructure, which you control.',
        ),
        paragraph('We provide support by e-mail and telephone, with these initial response times:'),
        table({
          caption: 'Support response times',
          columns: ['Severity', 'Meaning', 'Initial response'],
          rows: [
            ['Critical', 'Production is down or severely impaired, with no workaround', 'Within 4 hours, 24/7'],
            ['Standard', 'Any other problem, question or request', 'Within 24 hours'],
          ],
        }),
        paragraph(
          'Response times measure how long we take to start work on a properly reported issue, not how long it takes to resolve it. Service credits, if any, are set out in your Order Form and are your sole remedy for missing the uptime target.',
        ),
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      blocks: [
        paragraph(
          '"Confidential Information" means non-public information that one party discloses to the other and that is marked confidential or that a reasonable person would understand to be confidential, including Customer Data, pricing, product roadmaps and security information. It does not include information that is or becomes public without breach, that the recipient already knew or developed independently, or that it lawfully received from a third party without a duty of confidentiality.',
        ),
        paragraph(
          'The recipient will use Confidential Information only to perform these Terms, protect it with at least reasonable care, and disclose it only to its employees, contractors and advisers who need to know it and are bound by similar duties, or when the law requires, after giving notice where lawful.',
        ),
        paragraph(
          'These obligations survive for 3 years after these Terms end; for trade secrets, and for Customer Data, they last for as long as the information remains a trade secret or is held by the recipient.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        paragraph(
          'We maintain administrative, physical and technical safeguards designed to protect the Services and any Customer Data we process, aligned with recognised standards such as SOC 2 and ISO 27001. We notify you without undue delay, and in any event within 72 hours, after becoming aware of a security breach affecting Customer Data we process.',
        ),
        paragraph(
          'You are responsible for the security of the infrastructure you provide, including network controls, encryption keys you manage, access to the Services and backups of Customer Data.',
        ),
      ],
    },
    {
      id: 'warranties-and-disclaimers',
      title: 'Warranties and Disclaimers',
      blocks: [
        paragraph(
          'We warrant that the Services will perform materially as described in their documentation during the Subscription Term, and that we will provide professional services with reasonable skill and care. If they do not, tell us within 30 days and we will, at our option, correct the non-conformity or let you terminate the affected Services and refund the prepaid fees for the rest of their Subscription Term; this is your sole remedy for breach of this warranty.',
        ),
        paragraph(
          'EXCEPT AS EXPRESSLY STATED IN THESE TERMS, THE SERVICES ARE PROVIDED "AS IS", AND WE DISCLAIM ALL OTHER WARRANTIES, EXPRESS OR IMPLIED, INCLUDING MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, NON-INFRINGEMENT AND ANY WARRANTY THAT THE SERVICES OR OUTPUTS WILL BE ERROR-FREE OR ACCURATE.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        paragraph(
          'EACH PARTY’S TOTAL LIABILITY ARISING OUT OF OR RELATING TO THESE TERMS IS LIMITED TO THE FEES PAID BY YOU TO US UNDER THESE TERMS IN THE 12 MONTHS BEFORE THE EVENT GIVING RISE TO THE LIABILITY.',
        ),
        paragraph(
          'NEITHER PARTY IS LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR LOST PROFITS, REVENUE, GOODWILL OR DATA, EVEN IF ADVISED OF THEIR POSSIBILITY.',
        ),
        paragraph(
          'These limits do not apply to your obligation to pay fees, to a party’s indemnification obligations, to breach of section 7, or to liability that cannot be limited by law, such as for fraud, gross negligence or wilful misconduct.',
        ),
      ],
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      blocks: [
        paragraph(
          'We will defend you against any third-party claim that the Services, as we provide them, infringe that party’s intellectual property rights, and pay the damages and costs finally awarded or agreed in settlement. If such a claim is made or likely, we may obtain the right for you to keep using the Services, modify them to be non-infringing, or terminate them and refund the prepaid fees for the rest of the Subscription Term. We have no obligation for claims caused by Customer Data, third-party models, combinations with items we did not provide, or modifications we did not make.',
        ),
        paragraph(
          'You will defend us against any third-party claim arising from Customer Data or from your use of the Services in breach of section 7, and pay the damages and costs finally awarded or agreed in settlement.',
        ),
        paragraph(
          'The indemnified party must notify the other promptly, give it sole control of the defence and settlement, and provide reasonable help, at the indemnifying party’s cost.',
        ),
      ],
    },
    {
      id: 'term-and-termination',
      title: 'Term and Termination',
      blocks: [
        paragraph(
          'These Terms apply while you use the Services. Each subscription lasts for its Subscription Term and renews for periods of the same length unless either party gives notice of non-renewal at least 30 days before the end of the current term.',
        ),
        paragraph(
          'Either party may terminate an Order Form if the other materially breaches these Terms and does not cure the breach within 30 days of written notice, or if the other becomes insolvent or subject to bankruptcy proceedings. We may suspend the Services immediately if your use threatens their security or integrity, or breaches section 7, limiting the suspension to what is necessary.',
        ),
      ],
    },
    {
      id: 'effect-of-termination',
      title: 'Effect of Termination and Data Export',
      blocks: [
        paragraph(
          'When a subscription ends, your right to use the Services ends and you must uninstall the software and destroy licence keys. Customer Data in your own environment remains yours and under your control.',
        ),
        paragraph(
          'For any Customer Data we hold, such as in a managed deployment, you may request an export within 30 days of termination; we will make it available in a standard, machine-readable format. After those 30 days we will delete it, unless the law requires us to keep it.',
        ),
        paragraph(
          'Sections on fees owed, Customer Data, intellectual property, confidentiality, disclaimers, limitation of liability, indemnification, governing law and general provisions survive termination.',
        ),
      ],
    },
    {
      id: 'governing-law-and-disputes',
      title: 'Governing Law and Dispute Resolution',
      blocks: [
        paragraph(
          'These Terms are governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules. The United Nations Convention on Contracts for the International Sale of Goods does not apply.',
        ),
        paragraph(
          'The parties will first try in good faith to resolve any dispute through discussions between senior representatives for 30 days. Any dispute arising out of or relating to these Terms that is not resolved will be finally settled by binding arbitration administered by the American Arbitration Association under its Commercial Arbitration Rules, before a single arbitrator, in Wilmington, Delaware, in English. Judgment on the award may be entered in any court with jurisdiction.',
        ),
        paragraph(
          'Either party may seek an injunction or other urgent relief in any court of competent jurisdiction to protect its intellectual property or Confidential Information. Claims are brought only on an individual basis, not in a class or representative action.',
        ),
      ],
    },
    {
      id: 'changes-to-these-terms',
      title: 'Changes to These Terms',
      blocks: [
        paragraph(
          'We may update these Terms from time to time. We will notify you of material changes by e-mail or by posting a notice on our website at least 30 days before they take effect. Changes apply from your next renewal for Services under an Order Form. If you continue to use the Services after a change takes effect, you accept the updated Terms.',
        ),
      ],
    },
    {
      id: 'general-provisions',
      title: 'General Provisions and Contact',
      blocks: [
        list(
          'Entire agreement: these Terms, with any Order Forms and the documents they reference, are the entire agreement between the parties about the Services.',
          'Assignment: neither party may assign these Terms without the other’s written consent, except to a successor in a merger, acquisition or sale of substantially all its assets, on notice.',
          'Force majeure: neither party is liable for delays caused by events beyond its reasonable control, other than payment obligations.',
          'Independent contractors: the parties are independent contractors; nothing in these Terms creates a partnership, agency or employment relationship.',
          'Notices: notices must be in writing and are given when delivered by e-mail with confirmation of receipt, by courier or by registered mail.',
          'Severability and waiver: if a provision is unenforceable, the rest remains in effect; a failure to enforce a provision is not a waiver.',
          'Export and sanctions: each party will comply with the export control and sanctions laws that apply to the Services.',
        ),
        paragraph([
          `Questions about these Terms: e-mail `,
          infoEmailLink,
          ', or for subscriptions and pricing ',
          salesEmailLink,
          `, or call ${site.phone}. ${site.brand}, ${site.office}.`,
        ]),
      ],
    },
  ],
} satisfies LegalDocument;
