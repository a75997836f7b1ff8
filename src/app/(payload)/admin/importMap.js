import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { PrepublishPanel as PrepublishPanel_eb867093b834c6c8477841143df67e02 } from '@/components/admin/PrepublishPanel'
import { AttachmentsField as AttachmentsField_4fbd3f902409a4e50930aaded8870dfd } from '@/components/admin/AttachmentsField'
import { NoticeAudience as NoticeAudience_eabedecf350a3f03acd04dc2d62069f1 } from '@/components/admin/NoticeAudience'
import { ReviewStatus as ReviewStatus_8b8f1514c5043fa5340d32bfd6e87c30 } from '@/components/admin/ReviewStatus'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { SchedulingPublishButton as SchedulingPublishButton_9ca4df7ee860ca93f4d4c12e881bcc37 } from '@/components/admin/SchedulingPublishButton'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { DocumentTitleField as DocumentTitleField_4e32dff6ec199155988ba25ad008e430 } from '@/components/admin/DocumentTitleField'
import { MailStatus as MailStatus_236054b59b1afe703fcd7bd824c85af2 } from '@/features/notices/MailStatus'
import { ExportLink as ExportLink_e7ade70a40f7d778f6cdbc55b4a4f305 } from '@/features/notices/ExportLink'
import { RosterImportLink as RosterImportLink_e7ade70a40f7d778f6cdbc55b4a4f305 } from '@/features/notices/ExportLink'
import { NoticeClassFigures as NoticeClassFigures_a78c8cbe20f74a5a0144653a0633d53e } from '@/components/admin/NoticeClassFigures'
import { PasswordChangeNotice as PasswordChangeNotice_17661a0318fc5430424098010ab0fdfa } from '@/components/admin/PasswordChangeNotice'
import { SessionsPanel as SessionsPanel_0ab6fdc64d4b604bd31351bf7f1f41d1 } from '@/components/admin/SessionsPanel'
import { CurrentPasswordField as CurrentPasswordField_cf1a4b30379bab442a970170a4a2b180 } from '@/components/admin/CurrentPasswordField'
import { TwoFactorLink as TwoFactorLink_01002bdd25c5c29ab28e00d90a218813 } from '@/components/admin/TwoFactor'
import { InviteStaff as InviteStaff_eb8f12db7ef4b021b59093d2651fca25 } from '@/components/admin/InviteStaff'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { SchoolsOverviewLink as SchoolsOverviewLink_7bd6e68a7b48abc34a479daeb4525a27 } from '@/components/admin/SchoolsOverviewLink'
import { AuditCsvLink as AuditCsvLink_76ecd883ee7c9fbe70a8e9a121fd3380 } from '@/components/admin/AuditCsvLink'
import { DisclosureCompleteness as DisclosureCompleteness_ce4e4b6e422ccf91cf65501f87aa47db } from '@/components/admin/DisclosureCompleteness'
import { DisclosureSignOffStatus as DisclosureSignOffStatus_091d99e07d4d2f12eb40d7b13fe876a2 } from '@/components/admin/DisclosureSignOffStatus'
import { DisclosureDocumentDetails as DisclosureDocumentDetails_66fe71f5c058843f419095ae32a6bb07 } from '@/components/admin/DisclosureDocumentDetails'
import { SecretField as SecretField_15a790addfeffe484dd465108998359a } from '@/components/admin/SecretField'
import { SignInRedirectAddress as SignInRedirectAddress_2dc801259fc43ff15a714adcd85be3a4 } from '@/components/admin/SignInRedirectAddress'
import { SchoolIcon as SchoolIcon_28848813e0159a02d2f7833d6168035f } from '@/components/admin/SchoolBrand'
import { SchoolLogo as SchoolLogo_28848813e0159a02d2f7833d6168035f } from '@/components/admin/SchoolBrand'
import { GlobalViewRedirect as GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { SchoolSignInButton as SchoolSignInButton_3584349c9964c2e73be8dfa75ab2297a } from '@/components/admin/SchoolSignInButton'
import { CompliancePanel as CompliancePanel_dd37bf13e54952aae1323f738b657467 } from '@/components/admin/CompliancePanel'
import { ReviewQueue as ReviewQueue_3392d5d6e0be1caabbeee642652b3ef1 } from '@/components/admin/ReviewQueue'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { InvitationView as InvitationView_aa3bcae52d860220614f66cc42187dd1 } from '@/components/admin/Invitation'
import { SchoolsOverviewView as SchoolsOverviewView_ae98f63b7ca47cd0b224bbfa491c28cf } from '@/components/admin/SchoolsOverview'
import { RosterImportView as RosterImportView_73538303540b5dc85028ea7924e9f365 } from '@/components/admin/RosterImport'
import { TwoFactorView as TwoFactorView_01002bdd25c5c29ab28e00d90a218813 } from '@/components/admin/TwoFactor'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "@/components/admin/PrepublishPanel#PrepublishPanel": PrepublishPanel_eb867093b834c6c8477841143df67e02,
  "@/components/admin/AttachmentsField#AttachmentsField": AttachmentsField_4fbd3f902409a4e50930aaded8870dfd,
  "@/components/admin/NoticeAudience#NoticeAudience": NoticeAudience_eabedecf350a3f03acd04dc2d62069f1,
  "@/components/admin/ReviewStatus#ReviewStatus": ReviewStatus_8b8f1514c5043fa5340d32bfd6e87c30,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "@/components/admin/SchedulingPublishButton#SchedulingPublishButton": SchedulingPublishButton_9ca4df7ee860ca93f4d4c12e881bcc37,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/DocumentTitleField#DocumentTitleField": DocumentTitleField_4e32dff6ec199155988ba25ad008e430,
  "@/features/notices/MailStatus#MailStatus": MailStatus_236054b59b1afe703fcd7bd824c85af2,
  "@/features/notices/ExportLink#ExportLink": ExportLink_e7ade70a40f7d778f6cdbc55b4a4f305,
  "@/features/notices/ExportLink#RosterImportLink": RosterImportLink_e7ade70a40f7d778f6cdbc55b4a4f305,
  "@/components/admin/NoticeClassFigures#NoticeClassFigures": NoticeClassFigures_a78c8cbe20f74a5a0144653a0633d53e,
  "@/components/admin/PasswordChangeNotice#PasswordChangeNotice": PasswordChangeNotice_17661a0318fc5430424098010ab0fdfa,
  "@/components/admin/SessionsPanel#SessionsPanel": SessionsPanel_0ab6fdc64d4b604bd31351bf7f1f41d1,
  "@/components/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_cf1a4b30379bab442a970170a4a2b180,
  "@/components/admin/TwoFactor#TwoFactorLink": TwoFactorLink_01002bdd25c5c29ab28e00d90a218813,
  "@/components/admin/InviteStaff#InviteStaff": InviteStaff_eb8f12db7ef4b021b59093d2651fca25,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "@/components/admin/SchoolsOverviewLink#SchoolsOverviewLink": SchoolsOverviewLink_7bd6e68a7b48abc34a479daeb4525a27,
  "@/components/admin/AuditCsvLink#AuditCsvLink": AuditCsvLink_76ecd883ee7c9fbe70a8e9a121fd3380,
  "@/components/admin/DisclosureCompleteness#DisclosureCompleteness": DisclosureCompleteness_ce4e4b6e422ccf91cf65501f87aa47db,
  "@/components/admin/DisclosureSignOffStatus#DisclosureSignOffStatus": DisclosureSignOffStatus_091d99e07d4d2f12eb40d7b13fe876a2,
  "@/components/admin/DisclosureDocumentDetails#DisclosureDocumentDetails": DisclosureDocumentDetails_66fe71f5c058843f419095ae32a6bb07,
  "@/components/admin/SecretField#SecretField": SecretField_15a790addfeffe484dd465108998359a,
  "@/components/admin/SignInRedirectAddress#SignInRedirectAddress": SignInRedirectAddress_2dc801259fc43ff15a714adcd85be3a4,
  "@/components/admin/SchoolBrand#SchoolIcon": SchoolIcon_28848813e0159a02d2f7833d6168035f,
  "@/components/admin/SchoolBrand#SchoolLogo": SchoolLogo_28848813e0159a02d2f7833d6168035f,
  "@payloadcms/plugin-multi-tenant/rsc#GlobalViewRedirect": GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62,
  "@/components/admin/SchoolSignInButton#SchoolSignInButton": SchoolSignInButton_3584349c9964c2e73be8dfa75ab2297a,
  "@/components/admin/CompliancePanel#CompliancePanel": CompliancePanel_dd37bf13e54952aae1323f738b657467,
  "@/components/admin/ReviewQueue#ReviewQueue": ReviewQueue_3392d5d6e0be1caabbeee642652b3ef1,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "@/components/admin/Invitation#InvitationView": InvitationView_aa3bcae52d860220614f66cc42187dd1,
  "@/components/admin/SchoolsOverview#SchoolsOverviewView": SchoolsOverviewView_ae98f63b7ca47cd0b224bbfa491c28cf,
  "@/components/admin/RosterImport#RosterImportView": RosterImportView_73538303540b5dc85028ea7924e9f365,
  "@/components/admin/TwoFactor#TwoFactorView": TwoFactorView_01002bdd25c5c29ab28e00d90a218813,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
