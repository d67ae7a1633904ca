/**
 * The demo company's terms, FAQs and visitor-facing company words in Simplified Chinese (issue 29),
 * written for Chinese-reading travellers, section by section in the order of demo/content/pages/
 * {terms,faqs}.ts. Every figure comes from the constants the English quotes, so a changed deposit
 * or cancellation scale reaches this page too; only the words around the figures are Chinese.
 */
import { site } from "../../site.ts";
import {
  BALANCE_DUE_DAYS,
  BOOKING_FLOW,
  CANCELLATION_SCALE,
  DEPOSIT_PERCENT,
  ELIGIBILITY_AGE,
  PAYMENT_METHODS,
  QUOTE_TURNAROUND,
  QUOTE_VALIDITY,
  STUDENT_AGE_RANGE,
} from "#app/content/pages/commercial-terms.ts";
import type { SitePagesTranslation } from "../types.ts";

/**
 * "24-48 hours", "7-30 days" in Chinese ("24至48小时"), keeping the constant's figures. A constant
 * reworded past this pattern is shown as the English says it: a visibly untranslated phrase is
 * better than a Chinese one with stale figures.
 */
function spanZh(english: string): string {
  const m = /^(\d+)(?:\s*[-–]\s*(\d+))?\s*(hours?|days?)$/i.exec(english.trim());
  if (!m) return english;
  const unit = m[3]!.toLowerCase().startsWith("hour") ? "小时" : "天";
  return m[2] ? `${m[1]}至${m[2]}${unit}` : `${m[1]}${unit}`;
}

/** A cancellation step's notice period ("30-15 days before travel", "Within 7 days of travel", "No show") in Chinese, figures kept. */
function noticeZh(period: string): string {
  const range = /^(\d+)\s*[-–]\s*(\d+) days before travel$/i.exec(period);
  if (range) return `出发前${range[1]}至${range[2]}天取消`;
  const within = /^Within (\d+) days of travel$/i.exec(period);
  if (within) return `出发前${within[1]}天以内取消`;
  if (/^No show$/i.test(period)) return "未到场且未事先通知";
  return period;
}

/** A cancellation charge ("50% of the applicable rate") in Chinese, the percentage kept. */
function chargeZh(charge: string): string {
  const m = /^(\d+)% of the applicable rate$/i.exec(charge);
  return m ? `收取适用费率的${m[1]}%` : charge;
}

/** Small counts written as Chinese numerals, as a Chinese writer would ("八个步骤"). */
const zhCount = (n: number): string => "零一二三四五六七八九十"[n] ?? String(n);

/**
 * The booking steps in Chinese, keyed by the English title so that a step added to or renamed in
 * BOOKING_FLOW fails the type check here instead of silently dropping out of this page. Titles
 * agree with the site's catalogue (app/locales/zh/content.po), which the terms page shows.
 */
const STEPS_ZH: Record<(typeof BOOKING_FLOW)[number]["title"], { title: string; text: string }> = {
  Research: {
    title: "了解行程",
    text: "浏览我们的套餐、目的地和服务，想好适合您的出行日期、预算和旅行方式。",
  },
  Contact: {
    title: "联系我们",
    text: "通过询价表单、电子邮件、电话或WhatsApp与我们联系，告诉我们谁将出行、何时出发，以及您希望安排哪些体验。",
  },
  "Reservation request": {
    title: "预订申请",
    text: `我们会在${spanZh(QUOTE_TURNAROUND)}内发送一份免费且无约束力的报价。您对报价满意后，请以书面形式请我们预留相关服务。`,
  },
  "Confirmation and payment": {
    title: "确认与付款",
    text: `我们确认可订情况并开具发票。支付${DEPOSIT_PERCENT}%的定金即可锁定预订；尾款须在出发前${BALANCE_DUE_DAYS}天付清。`,
  },
  "Payment confirmation": {
    title: "付款确认",
    text: "每收到一笔款项，我们都会书面确认并发送收据，让您随时清楚已付多少、还需支付多少。",
  },
  "Pre-trip preparation": {
    title: "行前准备",
    text: "我们会提供行李打包建议，以及健康、签证和护照方面的指引，并告知您的向导或司机的联系方式。",
  },
  "Finalizing details": {
    title: "确定细节",
    text: "出发前的最后几天，我们会确认接送时间、房间安排和各项特殊要求，并将住宿凭证和最终行程发送给您。",
  },
  Travel: {
    title: "出发旅行",
    text: "尽情享受旅程。旅途中如有任何需要，我们的团队全天候随时待命。",
  },
};
const stepsZh = BOOKING_FLOW.map((s) => STEPS_ZH[s.title]);

/** The payment methods in Chinese, keyed by the English so the list cannot fall out of step with PAYMENT_METHODS. */
const PAYMENT_METHODS_ZH: Record<(typeof PAYMENT_METHODS)[number], string> = {
  "Credit or debit card (card payments may attract extra processing fees, which we show before you pay)":
    "信用卡或借记卡（刷卡付款可能产生额外手续费，我们会在您付款前列明）",
  "Bank transfer to our company account": "银行转账至我们的公司账户",
  "M-Pesa to our registered business number": "通过M-Pesa付款至我们登记的商户号",
  "Cash at our Nairobi office (we issue an official receipt)": "在我们的内罗毕办公室以现金支付（我们会开具正式收据）",
};

export const sitePagesZh: SitePagesTranslation = {
  termsIntro: `本条款适用于您与${site.legalName}（以下简称“我们”）之间的每一项预订。${site.legalName}是一家在肯尼亚注册的私人有限公司，办公室设在内罗毕。请您在确认预订前仔细阅读；一经支付定金，即视为您接受本条款。`,
  termsSections: [
    {
      id: "eligibility",
      title: "一、预订资格",
      paragraphs: [
        `使用本网站及进行预订者须年满${ELIGIBILITY_AGE}周岁。未满${ELIGIBILITY_AGE}周岁者只能在父母或监护人的监护下使用我们的服务，并由父母或监护人代为预订、代其接受本条款。`,
        "办理预订的人（即主要出行人）确认，其有权代表预订中列明的所有出行人接受本条款。",
      ],
    },
    {
      id: "booking-flow",
      title: "二、预订流程",
      paragraphs: [`每一项预订都遵循以下${zhCount(stepsZh.length)}个步骤：`],
      steps: stepsZh,
    },
    {
      id: "quotes",
      title: "三、报价",
      paragraphs: [
        `我们会在收到您的询价后${spanZh(QUOTE_TURNAROUND)}内提供报价。报价免费，在支付定金之前对双方均不具约束力。`,
        `报价在其注明的期限内有效，通常为${spanZh(QUOTE_VALIDITY)}。超过该期限后，小屋酒店、公园和航空公司的价格可能发生变化，我们会在您付款前重新确认价格。`,
      ],
    },
    {
      id: "prices-payment",
      title: "四、价格与付款",
      paragraphs: [
        "价格以美元（USD）和肯尼亚先令（KES）报价。肯尼亚居民、东非居民和国际游客适用不同的价格；每位旅客适用哪一种价格，取决于其所持的护照或居留许可。",
        `预订时须支付总价${DEPOSIT_PERCENT}%的定金以锁定预订。除非您的预订确认书上另有书面说明，定金概不退还。`,
        `尾款须在出发前${BALANCE_DUE_DAYS}天付清。距出发不足${BALANCE_DUE_DAYS}天的预订，须在预订时一次性付清全款。如未能按时收到尾款，我们可视为您已取消预订，并按下文标准收取取消费用。`,
        "我们接受以下付款方式：",
      ],
      items: PAYMENT_METHODS.map((m) => PAYMENT_METHODS_ZH[m]),
    },
    {
      id: "cancellation",
      title: "五、由您取消预订",
      paragraphs: [
        "取消预订须由主要出行人以书面形式提出（电子邮件即可）。以下费用按所取消服务的适用费率计算，并自我们收到您书面通知之日起算：",
      ],
      items: CANCELLATION_SCALE.map((c) => `${noticeZh(c.period)}：${chargeZh(c.charge)}。`),
    },
    {
      id: "flights",
      title: "六、机票",
      paragraphs: [
        "机票不适用上述取消费用标准，而是受所出机票的票价规则约束：部分票价不可退款，改签也可能产生航空公司的罚金和票价差额。",
        "如航空公司允许，未使用的机票可转为航空公司的票款余额（credit shell），在其有效期内用于日后的预订。",
      ],
    },
    {
      id: "changes",
      title: "七、行程变更",
      paragraphs: [
        "如您在预订确认后希望更改日期、住宿或出行人员，我们会尽力协助。供应商收取的变更费用以及由此产生的任何差价，由您承担。",
        "如我们在出发前不得不更改行程中的重要部分（例如小屋酒店停业，或道路因降雨无法通行），我们将为您提供同等或更高标准的替代安排，或退还受影响服务的费用。",
      ],
    },
    {
      id: "travel-documents",
      title: "八、护照、签证与健康",
      paragraphs: [
        "您须自行确保持有有效护照（有效期至少六个月，并留有空白页），办妥所需的签证和入境许可，并备齐规定的疫苗接种证明。我们乐意为您提供指引，但是否准予入境由有关当局决定。",
      ],
    },
    {
      id: "insurance",
      title: "九、旅行保险",
      paragraphs: [
        "我们强烈建议您购买综合旅行保险，涵盖紧急医疗、紧急撤离、行程取消和财物损失。如有需要，我们可以代为安排投保。",
      ],
    },
    {
      id: "responsibility",
      title: "十、我们的责任",
      paragraphs: [
        "我们审慎挑选供应商，并在整个旅程中始终作为您的联络方。对于超出我们合理控制范围的事件，例如极端天气、自然灾害、罢工、社会动荡或政府规定的变化，我们不承担责任，但会协助您重新作出安排。",
      ],
    },
    {
      id: "conduct",
      title: "十一、在公园和社区中的行为",
      paragraphs: [
        "旅客须遵守公园规定、向导和司机的指示，以及当地法律和风俗。任何人的行为如危及他人，我们可以终止为其提供服务，且不予退款。",
      ],
    },
    {
      id: "privacy",
      title: "十二、您的个人信息",
      paragraphs: [
        "您提供给我们的信息仅用于答复您的咨询和履行您的预订，并且只会提供给为您提供服务的供应商。",
      ],
    },
    {
      id: "complaints-law",
      title: "十三、投诉与适用法律",
      paragraphs: [
        `旅行途中如有任何问题，请告知您的向导或致电我们，以便我们立即处理。回程后如需书面投诉，请在28天内发送至${site.email}。本条款受肯尼亚法律管辖。`,
      ],
    },
  ],
  faqGroups: [
    {
      id: "booking",
      title: "预订与报价",
      faqs: [
        {
          question: "如何预订行程？",
          answer: [
            `预订共分${zhCount(stepsZh.length)}步：${stepsZh.map((s) => s.title).join("、")}。`,
            "您可以从任意套餐页面、询价页面或通过WhatsApp向我们发送询价，接下来的每一步我们都会引导您完成。",
          ],
        },
        {
          question: "多久能收到报价？需要付费吗？",
          answer: [
            `我们会在${spanZh(QUOTE_TURNAROUND)}内提供报价。报价免费且无约束力，有效期通常为${spanZh(QUOTE_VALIDITY)}，具体有效期以每份报价上注明的为准。`,
          ],
        },
        {
          question: "网站上没有的行程，你们也能安排吗？",
          answer: [
            "可以。我们的大多数行程都是量身定制的。告诉我们您的出行日期、预算、人数和兴趣，我们就会为您设计专属行程。",
          ],
        },
        {
          question: "谁可以办理预订？",
          answer: [
            `预订者须年满${ELIGIBILITY_AGE}周岁。未满${ELIGIBILITY_AGE}周岁的旅客只能在父母或监护人的监护下使用我们的服务。我们的学生项目面向${STUDENT_AGE_RANGE.replace(/\s*[-–]\s*/, "至")}岁的青少年，并且始终须经父母、监护人或学校同意。`,
          ],
        },
      ],
    },
    {
      id: "payment",
      title: "价格与付款",
      faqs: [
        {
          question: "你们以哪些货币报价？",
          answer: [
            "价格以美元（USD）和肯尼亚先令（KES）报价。肯尼亚居民、东非居民和国际游客适用不同的价格。",
          ],
        },
        {
          question: "定金要付多少？尾款何时付清？",
          answer: [
            `预订时支付${DEPOSIT_PERCENT}%的定金，除非另有书面说明，定金概不退还。尾款须在出发前${BALANCE_DUE_DAYS}天付清。`,
          ],
        },
        {
          question: "可以用哪些方式付款？",
          answer: ["可以刷卡（刷卡付款可能产生额外费用）、银行转账、M-Pesa，或在我们的内罗毕办公室以现金支付。"],
        },
        {
          question: "可以分期付款吗？",
          answer: [
            `可以。经审批获得信用额度的企业可以按月结算；学校、团体和家庭也可以分期付款，只要在出发前${BALANCE_DUE_DAYS}天付清全部尾款即可。`,
          ],
        },
      ],
    },
    {
      id: "changes",
      title: "取消与变更",
      faqs: [
        {
          question: "如果我取消预订，会怎样收费？",
          answer: [
            `取消费用取决于您提前多久通知我们：${CANCELLATION_SCALE.map((c) => `${noticeZh(c.period)}，${chargeZh(c.charge)}`).join("；")}。`,
          ],
        },
        {
          question: "机票可以退款吗？",
          answer: [
            "机票不适用我们的取消费用标准，而是按每张机票的票价规则处理。如航空公司允许，未使用的机票可以转为票款余额，用于日后的行程。",
          ],
        },
        {
          question: "可以更改出行日期吗？",
          answer: ["通常可以。我们会向供应商申请新的日期；由此产生的变更费用和差价将按实际金额转由您承担。"],
        },
      ],
    },
    {
      id: "travel",
      title: "旅途之中",
      faqs: [
        {
          question: "旅行期间有人提供支持吗？",
          answer: [`有。我们的团队全天候为每一位旅客待命。无论何时，您都可以拨打${site.phones[0]}，或通过WhatsApp给我们留言。`],
        },
        {
          question: "我需要办理签证或接种疫苗吗？",
          answer: [
            "这取决于您的护照和行程路线。每次确认预订时，我们都会附上签证、护照和健康方面的指引，也可以协助您办理申请。",
          ],
        },
        {
          question: "你们建议购买旅行保险吗？",
          answer: ["强烈建议。我们可以为您安排涵盖紧急医疗、紧急撤离、行程取消和行李丢失的保险。"],
        },
        {
          question: "你们的办公室在哪里？",
          answer: [
            `我们的办公室地址：${site.address.street}, ${site.address.city}, ${site.address.country}。欢迎您前来拜访；交通路线和营业时间请参阅“联系我们”页面。`,
          ],
        },
      ],
    },
  ],
  company: {
    tagline: "启发 · 创造 · 前行",
    description:
      "总部位于内罗毕的肯尼亚游猎与旅行公司：野生动物巡游、海滨度假、蜜月、会议、朝圣之旅和包机服务，并分别为肯尼亚居民、东非居民和国际游客提供相应价格。",
    whatsappMessage: "您好，Twiga Horizons，我想咨询一下旅行安排。",
    accreditations: [
      "肯尼亚旅游监管局（TRA）执照",
      "肯尼亚旅游经营者协会（KATO）会员",
      "肯尼亚旅行社协会（KATA）会员",
      "国际航空运输协会（IATA）认证代理",
    ],
  },
};
