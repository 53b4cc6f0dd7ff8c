/**
 * Development only (the standalone harness's /forms): every lead form on one page, including the
 * security requirements form that no page places. Never exposed, never part of the site.
 */
import type { ComponentType } from 'react';
import {
  ContactForm,
  Enterprise360DeepDiveForm,
  EnterpriseAgentsRoiForm,
  EnterpriseAiDemoForm,
  EnterpriseAutomationForm,
  FinancialServicesForm,
  GovernmentForm,
  InsuranceHealthcareForm,
  SecurityRequirementsForm,
  TrialRequestForm,
  type LeadFormProps,
} from '../components/LeadForms';
import styles from './FormsGalleryPage.module.scss';

const gallery: readonly [string, ComponentType<LeadFormProps>][] = [
  ['ContactForm', ContactForm],
  ['EnterpriseAiDemoForm', EnterpriseAiDemoForm],
  ['EnterpriseAgentsRoiForm', EnterpriseAgentsRoiForm],
  ['Enterprise360DeepDiveForm', Enterprise360DeepDiveForm],
  ['SecurityRequirementsForm', SecurityRequirementsForm],
  ['TrialRequestForm', TrialRequestForm],
  ['InsuranceHealthcareForm', InsuranceHealthcareForm],
  ['FinancialServicesForm', FinancialServicesForm],
  ['GovernmentForm', GovernmentForm],
  ['EnterpriseAutomationForm', EnterpriseAutomationForm],
];

export function FormsGalleryPage() {
  return (
    <div className={styles.gallery}>
      <h1>Lead forms (development)</h1>
      {gallery.map(([name, Form]) => (
        <section key={name} className={styles.entry} aria-label={name}>
          <p className={styles.name}>
            <code>mfe_forms/{name}</code>
          </p>
          <Form />
        </section>
      ))}
    </div>
  );
}
