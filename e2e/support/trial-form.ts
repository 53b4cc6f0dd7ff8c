/** The trial request form, filled in as a visitor would, every field valid. */
import type { Locator, Page } from '@playwright/test';

export async function fillTrialRequest(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Trial Request Form' });
  await form.getByLabel(/Full Name/).fill('Dana Whitfield');
  await form.getByLabel(/Business Email/).fill(email);
  await fillTrialRequestDetails(form);
}

/** Every field but the name and the e-mail address. */
export async function fillTrialRequestDetails(form: Locator): Promise<void> {
  await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Northwind Mutual');
  await form.getByLabel(/Job Title/).fill('Chief Data Officer');
  await form.getByLabel(/Company Size/).selectOption('501-5000');
  await form.getByLabel(/Industry/).selectOption('Insurance');
  await form.getByLabel(/Kubernetes cluster/).selectOption('yes');
  await form.getByLabel(/Kubernetes Version/).fill('1.31');
  await form.getByLabel(/Cloud Provider/).selectOption('AWS EKS');
  await form.getByLabel(/GPU Resources/).fill('4x NVIDIA A100 80 GB');
  await form.getByLabel(/Persistent Storage/).fill('2 TB gp3');
  await form.getByLabel(/Ingress Controller/).fill('NGINX');
  await form.getByLabel(/Expected Users/).fill('250');
  await form.getByLabel(/Preferred LLMs/).fill('Llama 3.1 70B');
  await form.getByRole('checkbox').check();
}
