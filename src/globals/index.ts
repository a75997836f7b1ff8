import type { GlobalConfig } from 'payload'

import { AboutPage } from './AboutPage'
import { ActivitiesPage } from './ActivitiesPage'
import { AdmissionPage } from './AdmissionPage'
import { Downloads } from './Downloads'
import { ErpPage } from './ErpPage'
import { ExamSchedulePage } from './ExamSchedulePage'
import { HomePage } from './HomePage'
import { InfrastructurePage } from './InfrastructurePage'
import { MandatoryDisclosure } from './MandatoryDisclosure'
import { ParentPortalHelp } from './ParentPortalHelp'
import { PrincipalMessage } from './PrincipalMessage'
import { SchoolProfile } from './SchoolProfile'
import { StudentCouncilPage } from './StudentCouncilPage'
import { SyllabusPage } from './SyllabusPage'
import { TcSettings } from '@/features/tc/TcSettings'
import { FeeSchedule } from '@/features/admissions/settings'
import { ApprovalSettings } from '@/features/approvals/ApprovalSettings'
import { SignInSettings } from '@/features/twoFactor/SignInSettings'
import { TimingsPage } from './TimingsPage'
import { UniformPage } from './UniformPage'
import { YouthSummit } from './YouthSummit'
import { sentenceCaseGlobal } from '@/fields/labels'
import { auditedPage } from '@/features/audit/pages'
import { PAGES_GROUP } from './shared'

/** Pages as school staff meet them in the admin: no "API" tab (a developer's view of the page). */
const forStaff = (g: GlobalConfig): GlobalConfig => ({ ...g, admin: { ...g.admin, hideAPIURL: true } })

export const globals = [
  SchoolProfile,
  HomePage,
  PrincipalMessage,
  AboutPage,
  SyllabusPage,
  ExamSchedulePage,
  ActivitiesPage,
  StudentCouncilPage,
  AdmissionPage,
  UniformPage,
  TimingsPage,
  InfrastructurePage,
  MandatoryDisclosure,
  ParentPortalHelp,
  ErpPage,
  YouthSummit,
  Downloads,
  TcSettings,
  FeeSchedule,
  ApprovalSettings,
  SignInSettings,
]
  .map(forStaff)
  // A page's save is live at once: recorded in the school's audit log as a publish (src/features/audit).
  .map((g) => (g.admin?.group === PAGES_GROUP ? auditedPage(g) : g))
  // Labels in sentence case (fields/labels).
  .map(sentenceCaseGlobal)
