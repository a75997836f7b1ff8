import type { MandatoryDisclosure } from '@/payload-types'
import { DataTable } from './DataTable'

/**
 * The school's fee amounts, from the one record that holds them: the mandatory disclosure's fee
 * structure (section C). The disclosure page and the Admission page both show it through here,
 * so a change in the admin shows on both at once.
 */
export function FeeTable({ rows }: { rows: MandatoryDisclosure['feeStructure'] }) {
  return (
    <DataTable
      caption="Fee structure of the school"
      columns={[
        { key: 'className', label: 'Class' },
        { key: 'tuitionFee', label: 'Tuition fee (per month)' },
        { key: 'annualCharges', label: 'Annual charges' },
      ]}
      rows={rows}
    />
  )
}
