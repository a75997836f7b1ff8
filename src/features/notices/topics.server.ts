/** The running site's notice topics (./topics.ts), for pages and actions that have no config at hand. */
import 'server-only'

import { payloadClient } from '@/data/payload'
import { noticeTopics, topicNames, type TopicInfo } from './topics'

export const siteTopics = async (): Promise<TopicInfo[]> => noticeTopics((await payloadClient()).config.collections)

export const siteTopicNames = async (): Promise<string[]> => topicNames((await payloadClient()).config.collections)
