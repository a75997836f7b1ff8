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
import { TimingsPage } from './TimingsPage'
import { UniformPage } from './UniformPage'
import { YouthSummit } from './YouthSummit'

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
]
