import BoxOfficeDomain

private let koreanWeekdays = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]

/// `10월 5일(일)`, or `10월 10일(금)~10월 15일(수) 사이`.
private func koreanMilestoneDay(_ date: CalendarDate, _ range: ClosedRange<CalendarDate>?) -> String {
    func day(_ date: CalendarDate) -> String { "\(date.month)월 \(date.day)일(\(koreanWeekdays[date.weekday.rawValue - 1].prefix(1)))" }
    return range.map { "\(day($0.lowerBound))~\(day($0.upperBound)) 사이" } ?? day(date)
}

/// A span of years as a sentence names it: `2024년`, `2017~2019년`.
private func koreanYears(_ years: ClosedRange<Int>) -> String {
    years.count == 1 ? "\(years.lowerBound)년" : "\(years.lowerBound)~\(years.upperBound)년"
}

extension ReportLanguage {
    /// Korean, in KOBIS's own terms (순위, 영화명, 개봉일, 관객수, 누적관객수, 매출액, 점유율, 스크린수,
    /// 상영횟수, 배급사 …) and the trade press's phrasing (누적 관객 100만 명 돌파, 개봉 3일차).
    public static let korean = ReportLanguage(
        code: "ko",
        terms: [
            // Daily chart and movie table
            "rank": "순위", "rank_change": "증감", "title": "영화명", "distributors": "배급사", "open_date": "개봉일",
            "day_of_release": "개봉 일차", "audience": "관객수", "audience_change": "전일 대비", "audience_change_pct": "증감률",
            "audience_accumulated": "누적관객수", "sales": "매출액(원)", "sales_share": "점유율",
            "sales_accumulated": "누적매출액(원)", "screens": "스크린수", "shows": "상영횟수", "audience_per_screen": "스크린당 관객",
            "audience_per_show": "회당 관객", "audience_change_last_week_pct": "전주 대비", "days_in_top10": "10위권 일수",
            "best_rank": "최고 순위", "title_en": "영문 제목", "genres": "장르", "directors": "감독", "nations": "제작국가",
            "runtime_minutes": "상영시간", "watch_grade": "관람등급", "production_companies": "제작사",
            "distributor": "배급사", "movies": "편수", "new": "신규", "preview": "개봉 전", "unknown_distributor": "(정보 없음)",
            // Headings and metadata
            "source": "출처", "generated": "작성", "archived": "아카이브", "highlights": "주요 내용", "movie_details": "영화 정보",
            "notes": "참고", "by_distributor": "배급사별", "source_kofic": "영화진흥위원회(KOFIC) 오픈 API",
            "source_sample": "KOFIC 오픈 API, 내장 샘플 녹화본(네트워크 없음)", "source_archive": "boxoffice 아카이브",
            "admissions": "명", "won_unit": "원", "gap_unknown": "KOFIC에 이 영화의 상세 정보가 없습니다",
            "archive_busy": "다른 boxoffice 실행이 아카이브를 {seconds}초 동안 쓰고 있어 새로 가져오지 못했습니다. 아카이브에 있던 내용으로 답합니다.",
            // `history --help`
            "history_about": "네트워크 없이 아카이브에서 만드는 보고서(일별 보고서와 같은 형식). --output이 없으면 한 형식을 표준 출력에, "
                + "있으면 OUTPUT/history/… 파일로 씁니다. 질문:",
            "history_more_help": "boxoffice history 질문 --help는 그 질문의 옵션을 보여 줍니다. 같은 질문이 MCP 서버의 도구입니다.",
            "gap_not_in_archive": "아카이브에 이 영화의 상세 정보가 없습니다",
            // Archive status
            "pace": "흥행 속도",
            // The market over time
            "market_title": "{from} ~ {to} {period}별 관객·매출", "market_by_day": "일", "market_by_week": "주", "market_by_month": "월",
            "market_by_year": "연도",
            "market_intro": "관객수는 매일 상위 10편의 관객을 더한 값입니다. KOFIC은 전체 관객수를 발표하지 않습니다. 매출액은 상영된 모든 영화의 매출입니다. KOFIC이 영화마다 그날 매출 점유율을 함께 발표하므로, 한 영화의 매출과 점유율로 그날 전체 매출을 알 수 있습니다. 한국영화의 관객 점유율은 매일 상위 10편 가운데 한국영화의 몫이고, 매출 점유율은 한국영화 목록을 모은 날의 전체 매출 가운데 한국영화 매출의 몫입니다.",
            "market_empty": "아카이브에 {from} ~ {to}의 일별 박스오피스가 없습니다. boxoffice backfill --from {from} --to {to}로 채우세요.",
            "market_missing": "아카이브에 없는 날({count}일, 0으로 세지 않음): {days}",
            "market_year_before_missing": "전년 같은 기간이 아카이브에 다 있지 않은 기간은 증감을 계산하지 않습니다.",
            "period": "기간", "days": "일수", "audience_top10": "관객수(상위 10편 합)",
            "sales_market": "전체 매출액(원)", "korean_audience_share": "한국영화 관객 점유율", "korean_sales_share": "한국영화 매출 점유율",
            "audience_year_before": "전년 같은 기간 관객", "change_year_before": "전년 대비", "leader": "1위 영화",
            "year_before": "전년 같은 기간",
            "year_so_far": "올해 누적 관객 {audience}, 전년 같은 기간 대비 {change}.",
            "year_so_far_no_comparison": "올해 누적 관객 {audience} (아카이브에 전년 같은 기간이 다 있지 않아 비교하지 않음).",
            "month_so_far": "{month}월 누적 관객 {audience}, 전년 같은 기간 대비 {change}.",
            "korean_share_day": "한국영화 점유율: 관객 {audience} (상위 10편 기준){sales}.",
            "korean_share_day_sales": ", 매출 {sales} (KOFIC 한국영화 목록 기준)",
            "distributors_title": "{from} ~ {to} 배급사별 점유율",
            "distributors_intro": "{days}일의 일별 박스오피스 상위 10편 기준입니다(상위 10편 매출 {topTen}{market}). 점유율은 상위 10편 매출에서 차지하는 몫이며, 배급사가 둘 이상인 영화는 관객과 매출을 배급사 수로 똑같이 나눕니다. 배급사는 KOBIS 회사 코드로 묶습니다(이름은 바뀌어도 코드는 같습니다).",
            "distributors_market": ", 전체 시장 매출 {market}",
            "distributors_empty": "아카이브에 {from} ~ {to}의 일별 박스오피스가 없습니다.",
            "company_code": "영화사 코드", "biggest_movie": "대표 영화", "sales_share_top10": "점유율(상위 10편 매출 중)",
            "distributor_unknown": "(배급사 정보 없음: 영화 상세 정보가 아카이브에 없음)",
            "compare_title": "{titles}: 개봉일 기준 누적 관객 비교", "compare_intro": "개봉일을 1일차로 센 날짜별 누적관객수입니다(개봉 전 시사회 관객 포함, 10위 밖으로 밀려난 날은 빠짐).",
            "compare_lead": "{mark} 돌파: '{title}' 개봉 {day}일차({date})",
            "compare_later": ", '{title}' {day}일차({days}일 늦게)", "compare_same_day": ", '{title}'도 {day}일차",
            "compare_later_one": ", '{title}' {day}일차(1일 늦게)",
            "compare_no_lead": "아카이브에 있는 날들 가운데 두 편 이상이 함께 넘은 돌파 기준이 없습니다.",
            "compare_absent": "{title}: 비교하는 날이 아카이브에 하나도 없습니다(채우기: boxoffice backfill --from {open} --to 날짜).",
            "compare_marks_note": "돌파일은 그 전날이 돌파 기준 아래로 아카이브에 있을 때(또는 개봉일일 때)만 셉니다.",
            "milestones_crossed": "돌파일", "milestone": "돌파 기준", "accumulated_by_day": "개봉 일차별 누적관객수",
            "crossed_on": "{day}일차 ({date})", "not_crossed": "—",
            "archive_status_title": "아카이브 현황", "store": "저장소", "address": "위치", "schema_version": "스키마 버전",
            "days_archived": "아카이브 일수", "first_day": "첫날", "last_day": "최근 날짜", "movies_with_details": "상세 정보가 있는 영화",
            "revised_days": "KOFIC이 고친 날", "kept_revisions": "아카이브에 남은 이전 집계", "weekly_charts": "주간 차트",
            "fetches_missing": "없는 날", "fetches_missing_yes": "KOFIC에서 받아 아카이브에 저장",
            "fetches_missing_no": "받지 않음(KOFIC_API_KEY 없음): boxoffice backfill로 채우세요",
            // Movie page and runs
            // 구분별·지역별 목록
            // (each named list's label, `list_SLUG`, is its row's: `listLabels`)
            "segment_title": "{title} — {list}", "list_other": "KOFIC 목록 {slug}",
            "segment_totals": "상위 {movies}편 합계: 관객 {audience}, 매출액 {sales}, {list} 전체 매출의 {share}%.",
            "segment_leader": "{title}, 관객 {audience}으로 {list} 1위 ({list} 매출의 {share}%).",
            "segment_note": "KOFIC의 {list} 목록입니다. 순위, 순위 변동, 매출액 점유율은 이 목록 안에서의 값이고, 관객수·매출액·스크린수·상영횟수는 영화별 전국 값입니다.",
            "segment_note_region": "KOFIC의 {list} 목록입니다(지역 코드 wideAreaCd). 수치는 KOFIC이 이 지역에 대해 주는 그대로입니다.",
            "codes_title": "KOBIS 코드: {group} ({parent})", "codes_regions": "지역", "codes_nations": "국적",
            "codes_kinds": "영화 구분", "codes_types": "영화 유형", "codes_other": "코드 목록",
            // 영화인·영화사
            "person_title": "{name} — 필모그래피", "company_title": "{name} — 참여 영화", "person_code": "영화인코드",
            "name": "이름", "name_en": "영문명", "role": "분야", "sex": "성별", "ceo": "대표자",
            "parts": "영화사 분류", "part": "참여", "code": "코드", "films": "작품", "film_count": "작품 수", "year": "연도",
            "last_charted": "마지막 10위권", "charted_films": "아카이브의 10위권에 든 작품 ({count}편)", "charted_by_year": "연도별 10위권 작품 (처음 10위권에 든 해 기준)",
            "part_films": "{part} ({count}편)", "part_unnamed": "분류 없음", "no_films": "KOBIS에 등록된 작품이 없습니다.",
            "filmography_uncharted": "아카이브의 일별 박스오피스에는 이 작품들이 없어 순위·관객 기록이 없습니다(boxoffice backfill로 그 기간을 채우면 나옵니다).",
            "filmography_note": "최고 순위, 10위권 일수, 누적 관객(10위권 마지막 날 기준)은 아카이브의 일별 박스오피스에서 가져옵니다. 아카이브가 10위권에서 본 적 없는 작품은 비어 있습니다.",
            "people_named": "“{name}” 영화인 검색", "companies_named": "“{name}” 영화사 검색",
            "pick_by_code": "여러 건이 찾아졌습니다. 코드로 하나를 고르세요.",
            "movie_code": "영화코드", "title_original": "원제", "production_year": "제작연도", "status": "제작상태", "type": "영화유형",
            "formats": "상영형태", "cast": "출연", "companies": "참여 영화사", "days_in_top_ten": "10위권 일수", "best_day": "최다 관객일",
            "total_audience_last_day": "누적관객수(마지막 순위일)", "total_sales_last_day": "누적매출액(마지막 순위일)", "rank_by_day": "일별 순위", "audience_by_day": "일별 관객수",
            "days_in_chart_heading": "순위에 오른 날", "date": "날짜",
            // Top movies
            "position": "순위", "audience_in_range": "기간 관객수", "sales_in_range": "기간 매출액(원)", "days_in_chart": "순위 일수",
            "first_date": "처음", "last_date": "마지막",
            // Index
            "year_title": "{year}년 결산", "year_sales": "전체 매출액", "year_audience": "관객수(상위 10편 합)",
            "year_days": "아카이브에 있는 날", "review_year_before": "전년", "year_before_value": "{year}: 관객 {audience}, {sales}",
            "year_before_partial": "{year}: 관객 {audience}, {sales} (같은 기간 중 아카이브에 있는 {days}일만의 합계)",
            "year_before_not_archived": "아카이브에 없음 ({year}년의 같은 기간)",
            "not_known": "알 수 없음", "year_missing": "아카이브에 이 해의 {count}일이 없습니다(첫날: {first}). 합계에 넣지 않았습니다.",
            "year_months": "월별", "month_column": "월", "year_films": "연간 관객수 순 영화", "year_distributors": "배급사",
            "average_ticket_price": "평균 관람료(원)", "site_years": "연도별", "site_months": "월별 결산", "front_page": "첫 화면",
            "last_rank": "지난주", "screens_change": "스크린 증감", "weeks_in_release": "주차",
            "weekend_title": "{start}~{end} 주말 박스오피스",
            // Each page's lead: its own numbers first, in the trade's words (issue 62)
            "date_prose": "{year}년 {month}월 {day}일",
            "forecast_figure": "{rounded}",
            "audience_same_weekday": "1년 전 같은 요일 관객",
            "change_up": "{pct}% 증가", "change_down": "{pct}% 감소", "change_flat": "변동 없음", "rank_value": "{rank}위",
            "lead_day": "{date} 관객 {audience}(상위 10편 합), 전체 매출 {sales}. 1위는 {title}, 관객 {leader}.",
            "lead_day_week": "지난주 같은 요일보다 관객 {change}", "lead_day_week_missing": "지난주 같은 요일은 아카이브에 없음",
            "lead_day_year": "1년 전 같은 요일({date})보다 관객 {change}", "lead_day_year_missing": "1년 전 같은 요일({date})은 아카이브에 없음",
            "lead_day_compare": "{week}, {year}.", "lead_day_no_compare": "지난주와 1년 전 같은 요일({date})은 아카이브에 없어 비교하지 않습니다.",
            "range_same_month": "{year}년 {month}월 {day}일~{end_day}일", "range_same_year": "{year}년 {month}월 {day}일~{end_month}월 {end_day}일", "range_prose": "{start}~{end}",
            "lead_days": "{days}일간", "lead_days_partial": "{total}일 중 아카이브에 있는 {days}일",
            "lead_month": "{range}({days}) 관객 {audience}(상위 10편 합), 전체 매출 {sales}.",
            "lead_month_change": "{before_year}년 같은 기간({before_days}일)보다 관객 {change}.",
            "lead_month_no_before": "{before_year}년 같은 기간({before_range})은 아카이브에 다 있지 않아 비교하지 않습니다.",
            "lead_month_leader": "1위는 {title}, 관객 {audience}(관객 점유율 {share}%).",
            "lead_month_gap": "이 기간에 아카이브에 없는 날({count}일)이 있어 비교하지 않습니다.", "pending_from": "{date}부터는 집계 전입니다.",
            "lead_distributor": "{year}년 관객 {audience}, 매출 {sales}, 배급사 {rank}위(상위 10편 매출 점유율 {share}%).",
            "lead_distributor_absent": "{year}년 배급사 순위에는 없습니다.",
            "lead_distributor_film": "가장 많은 관객이 든 영화는 {title}, {year}년 관객 {audience}.",
            "lead_alltime": "아카이브의 {first}부터 {last}까지 전체 일별 순위 기준, 역대 1위는 {title}, 누적 관객 {audience}.",
            "lead_front": "{date} 박스오피스 1위는 {title}, 관객 {leader}. 상위 10편 관객 {audience}, 전체 매출 {sales}.",
            "span_line": "아카이브 기간: {first} ~ {last} (전체 일별 순위 기준).",
            "ranked_by_sales": "순위는 KOFIC 기준(매출액 순)이라 관객수 순서와 다를 수 있습니다.",
            // 설·추석 연휴 (issue 63)
            "festival_seollal": "설 연휴", "festival_chuseok": "추석 연휴", "holiday_name": "{year}년 {festival}",
            "holiday_title": "{name} 박스오피스", "holidays_title": "설·추석 연휴 박스오피스", "holidays_page": "설·추석 연휴",
            "lead_holiday": "{name}({range}, {days}일간) 관객 {audience}(상위 10편 합), 전체 매출 {sales}, 일평균 관객 {per_day}.",
            "lead_holiday_partial": "{name}({range}, {days}일 중 아카이브에 있는 {archived}일) 관객 {audience}(상위 10편 합), 전체 매출 {sales}, 일평균 관객 {per_day}.",
            "lead_holiday_highest": "아카이브의 {festival} {count}회 중 일평균 관객이 가장 많습니다.",
            "lead_holiday_lowest": "아카이브의 {festival} {count}회 중 일평균 관객이 가장 적습니다.",
            "lead_holiday_rank": "아카이브의 {festival} {count}회 중 일평균 관객 {rank}.",
            "holiday_not_archived": "아카이브에 {name}({range})의 날이 없습니다.",
            "holidays_lead": "아카이브에 있는 연휴 {count}회.", "holidays_none": "아카이브에 아직 설·추석 연휴의 날이 없습니다.",
            "holiday_counted": "연휴는 명절을 포함해 이어지는 쉬는 날 전체(주말, 공휴일, 대체공휴일, 임시공휴일)입니다. 관객은 아카이브에 있는 날의 일별 상위 10편 합, 매출은 전체 시장의 합이며, 일평균은 아카이브에 있는 날로 나눈 값입니다.",
            "holiday_missing": "아카이브에 없는 날({count}일, 합계에 넣지 않음): {dates}.",
            "holiday_untabled": "{year}년 임시공휴일은 아직 표에 없어 연휴가 더 길 수 있습니다.",
            "holiday_days_heading": "일별 박스오피스", "holiday_films": "영화별 연휴 관객", "holiday_earlier": "이전 {festival}",
            "holiday": "연휴", "holiday_span": "기간", "holiday_days": "일수", "holiday_audience": "관객수", "holiday_per_day": "일평균",
            "holiday_sales": "매출액(원)", "holiday_leader": "1위", "holiday_share": "관객 점유율(%)",
            "same_period_days": "{year}년 같은 기간({range}, {days}일)",
            "month_days_note": "각 날짜의 전년 대비는 1년 전 같은 요일(364일 전)과 비교한 값입니다.",
            "site_files": "파일", "site_feed": "Atom 피드",
            "weekend_lead": "주말 1위는 {title}(관객 {audience}), 상위 10편 관객은 모두 {total}입니다.",
            "weekend_method": "지난주 순위와 관객 증감률은 KOFIC이 영화마다 바로 전 주말(10위 밖 포함)과 비교한 값입니다(이번 주말 처음 오른 영화는 비어 있음). 스크린 증감은 아카이브에 있는 전 주말과 비교했습니다. 주차는 개봉한 주의 주말을 1주차로 셉니다.",
            "weekly_chart_lead": "1위는 {title}(관객 {audience}), 상위 10편 관객은 모두 {total}입니다.",
            "weekly_chart_method": "지난주 순위와 관객 증감률은 KOFIC이 영화마다 한 주 전 같은 요일들(10위 밖 포함)과 비교한 값입니다(처음 오른 영화는 비어 있음). 스크린 증감은 아카이브의 한 주 전 순위와 비교했습니다. 주차는 개봉한 주(월~일)를 1주차로 셉니다.",
            "run_sales": "매출액(순위에 든 날 합)", "site_weekends": "주말 박스오피스", "site_alltime": "역대 박스오피스", "weekend_report": "주말 리포트",
            "weekend_page": "주말 순위", "weekend_days": "주말의 날짜",
            "month_title": "{year}년 {month_number}월 박스오피스", "month_films": "이달 관객수 순 영화", "month_days": "일별", "site_movies": "영화", "year_column": "연도",
            "distributor_year_shares": "{year}년 배급사 점유율", "distributor_shared_note": "여러 배급사가 함께 배급한 영화는 배급사마다 관객수와 매출액을 같은 몫으로 나눠 셉니다.",
            "year_top_korean": "한국영화 상위 10편 (대표 국가 기준)", "year_top_foreign": "외국영화 상위 10편 (대표 국가 기준)",
            "year_nation_unknown": "{count}편(관객 {audience})은 아카이브에 상세 정보가 없어 국가와 등급을 알 수 없습니다.",
            "year_diversity": "다양성영화 (KOFIC 다양성영화 목록)",
            "year_no_diversity": "아카이브에 이 해의 다양성영화 목록이 없습니다.",
            "year_by_rating": "등급별", "year_by_nation": "국가별", "rating": "등급", "nation": "국가",
            "site_around": "앞뒤 날짜와 월·연도", "front_newest": "최근 박스오피스: {date}", "front_final": "최종 예상", "front_next": "다음 돌파",
            "front_next_value": "{mark}: {day}", "front_milestones": "다가오는 돌파", "front_market": "시장 현황",
            "front_year": "올해({year}년) 누적: 상위 10편 관객 {audience}, 매출 {sales}{change}.",
            "front_month": "{month_number}월 누적: 관객 {audience}, 매출 {sales}{change}.",
            "front_change": ", 관객은 {before}년 같은 기간({days}일) 대비 {change}", "front_no_before": ", {before}년 같은 기간이 아카이브에 다 있지 않아 비교하지 않음",
            "front_missing": "이 기간 중 {count}일이 아카이브에 없습니다(첫날: {first}). 합계에 넣지 않았습니다.",
            "front_korean_sales": "올해({year}년) 한국영화 매출 점유율: {share} (KOFIC 한국영화 목록 기준).",
            "front_korean_audience": "올해({year}년) 한국영화 관객 점유율: {share} (상위 10편, 대표 국가 기준).",
            "front_search": "영화 찾기", "front_search_placeholder": "영화 제목",
            "front_search_note": "아카이브에 순위가 있는 영화 {count}편을 이 페이지 안에서(오프라인으로) 찾습니다.",
            "front_distributors": "{year}년 배급사", "front_recent": "최근 날짜", "front_open_day": "그날의 전체 리포트",
            "no_code_mark": "{name} (KOBIS 코드 없음)",
            "site_no_details": "아카이브에 이 영화의 상세 정보(개봉일, 감독, 장르, 등급, 국가, 배급사)가 없습니다.",
            
            "reports_title": "박스오피스 리포트", "every_day": "전체 일자", "weekday": "요일", "files": "파일",
            // Books
            "query": "검색어", "hits": "검색 결과", "authors": "저자", "translators": "역자", "publisher": "출판사", "published": "출간일",
            "isbn13": "ISBN-13", "isbn10": "ISBN-10", "pages": "쪽수", "price": "가격", "sale_price": "판매가", "cover": "표지",
            "saved_at": "저장", "subtitle": "부제", "description": "소개", "books": "도서", "reading_list": "읽을 목록",
            "not_ranked": "순위 밖",
            // Forecasts
            "milestone_chance": "3주 안 돌파 가능성", "forecast_as_of": "흥행 전망, {date} 기준", "forecast": "흥행 전망", "as_of": "기준", "expected_final": "최종 관객 예상", "interval_80": "80% 구간",
            "milestone_mark": "돌파 기준", "expected_date": "예상 돌파일", "not_expected": "예상 안 됨", "forecast_accuracy": "이 시점의 백테스트",
            "median_error": "오차 중앙값", "mean_error": "평균 오차", "coverage_80": "80% 구간 적중", "naive_median_error": "단순 비율법 오차 중앙값",
            "naive_mean_error": "단순 비율법 평균 오차", "forecasts": "예측 수", "open_date_label": "개봉일",
            "backtest": "흥행 전망 백테스트", "day_of_run": "개봉 일차", "final": "실제 최종", "error": "오차",
            "milestone_dates": "다음 돌파일 (3~21일 앞)", "within_one_day": "±1일 적중", "flat_rate": "최근 7일 평균 유지 시",
            "expected_never_reached": "예상했지만 미달",
            "audience_change_week": "전주 대비", "week_start": "시작일", "week_end": "종료일", "number_one": "1위",
            "number_one_audience": "1위 관객수", "top10_audience": "상위 10편 관객수", "top10_sales": "상위 10편 매출액(원)",
            "new_entries": "신규 진입", "revision": "집계 차수", "range_to": " ~ ", "weekend": "주말", "week": "주간", "weekdays": "주중", "weekly_reports": "주간·주말 박스오피스",
        ],
        listLabels: \.korean,
        weekdays: koreanWeekdays,
        longDate: { date in "\(date.year)년 \(date.month)월 \(date.day)일 (\(koreanWeekdays[date.weekday.rawValue - 1].prefix(1)))" },
        sentences: Sentences(
            dailyTitle: { "일별 박스오피스 — \($0)" },
            noData: { "KOFIC에 \($0)의 박스오피스 자료가 없습니다. 너무 최근이거나 집계된 극장이 없는 날입니다." },
            totals: { movies, audience, sales, share in
                "상위 \(movies)편 합계: 관객 \(audience), 매출액 \(sales), 당일 전체 매출의 \(share)%."
            },
            audienceChart: { "\($0) 관객수" },
            dayOfRelease: { "\($0)일차" },
            reRelease: { day in day.map { "재개봉 \($0)일차" } ?? "재개봉" },
            noForecast: { reason, titles in
                let list = titles.joined(separator: ", ")
                switch reason {
                case .reRelease: return "재개봉작은 예측하지 않음: \(list)."
                case .tooEarly: return "개봉 3일차부터 예측: \(list)."
                case .lastWeekNotArchived: return "최근 7일 자료가 모두 모인 뒤 예측: \(list)."
                case .notEnoughToLearnFrom: return "학습할 종영작이 부족해 예측하지 않음: \(list)."
                }
            },
            minutes: { "\($0)분" },
            leader: { title, audience, share in "\(title), 관객 \(audience)으로 1위 (매출 점유율 \(share)%)." },
            newEntries: { entries in "신규 진입: " + entries.map { "\($0.title) (\($0.rank)위)" }.joined(separator: ", ") + "." },
            climber: { title, places, rank in "최대 상승: \(title), \(places)계단 올라 \(rank)위." },
            // The total in prose is rounded to the 만 as the trade writes it, and left out where it
            // reads as the mark itself (누적 관객 200만 명 돌파, not "(누적 200만 명)" again).
            milestone: { title, mark, accumulated in
                let (crossed, total) = (koreanMark(mark) + " 명", koreanPeople(accumulated))
                return "\(title), 누적 관객 \(crossed) 돌파" + (total == crossed ? "." : " (누적 \(total)).")
            },
            sampleGap: { count, total, titles in
                "순위에 오른 \(total)편 중 \(count)편은 내장 샘플에 상세 정보 녹화본이 없습니다: " + titles.joined(separator: ", ")
                    + ". 해당 상세 열은 비어 있으며, KOFIC 키로 실행하면 모든 영화의 상세 정보가 채워집니다."
            },
            detailsGap: { title, code, reason in "\(title) (\(code)) 상세 정보 없음: \(reason). 상세 열은 비어 있습니다." },
            narrowTable: "넓은 화면에서 더 많은 열이 보입니다. 여기를 누르면 모든 열이 보입니다. 모든 수치는 이 페이지 옆의 같은 이름 데이터 파일에도 있습니다.",
            archivedStatus: { revision, fetched, provisional in
                (revision <= 1 ? "최초 집계" : "수정 집계(\(revision)차)") + ", \(fetched) 수집" + (provisional ? ", 집계가 바뀔 수 있음 (KOFIC이 아직 수정할 수 있음)" : "")
            },
            weeklyTitle: { kind, start, end in "\(kind) 박스오피스 — \(start) ~ \(end)" },
            weeklyNoData: { "KOFIC에 \($0)의 박스오피스 자료가 아직 없습니다." },
            weeklyTotals: { movies, audience, sales, share in
                "상위 \(movies)편 합계: 관객 \(audience), 매출액 \(sales), 기간 전체 매출의 \(share)%."
            },
            weeklyLeader: { title, audience, share in "\(title), 관객 \(audience)으로 1위 (매출 점유율 \(share)%)." },
            againstPreviousWeek: { title, change in "\(title), 전주 같은 기간 대비 관객 \(change)." },
            weeklyListTitle: { kind, from, to in "아카이브의 \(kind) 박스오피스, \(from) ~ \(to)" },
            weeklyListEmpty: "아카이브에 이 기간의 해당 차트가 없습니다. boxoffice backfill --weekly로 채우세요.",
            feedTitle: { title, leader in leader.map { "\(title): \($0) 1위" } ?? title },
            chatRevised: { revision, change in "KOFIC이 이 날의 수치를 수정했습니다 (\(revision)차): \(change)" },
            chatFailed: { what, error in "boxoffice: \(what) 실패: \(error)" },
            dailySubject: { "\($0) 일별 박스오피스" },
            weeklySubject: { kind, start in "\(start) \(kind) 박스오피스" },
            revisionsTitle: { "일별 박스오피스 수정 이력 — \($0)" },
            revisionHeading: { revision, fetched in (revision <= 1 ? "최초 집계" : "수정 집계(\(revision)차)") + ", \(fetched) 수집" },
            firstFetch: { "처음 수집: 순위에 오른 영화 \($0)편." },
            unchangedRevision: "바뀐 순위 수치가 없습니다.",
            actorRole: { name, role in "\(name) (\(role) 역)" },
            runTitle: { "\($0) — 아카이브의 상영 기록" },
            daysInTopTen: { count, first, last in "\(count)일 (\(first) ~ \(last))" },
            admissions: { "관객 " + koreanPeople($0) },
            neverRanked: "아카이브에 이 영화의 상세 정보는 있지만 순위에 오른 날은 없습니다.",
            topTitle: { count, from, to in "\(from) ~ \(to) 상위 \(count)편" },
            topIntro: { days, from, to in
                "\(from) ~ \(to) 중 아카이브에 있는 \(days)일. 관객수와 매출액은 각 영화가 일별 10위 안에 든 날만 합산했습니다."
            },
            topEmpty: { from, to in "아카이브에 \(from) ~ \(to)의 순위 자료가 없습니다." },
            latest: { "최신: \($0)." },
            noReportYet: "아직 일별 리포트가 없습니다.",
            movieSearchTitle: { "\u{201C}\($0)\u{201D} 영화 검색 결과" },
            booksTitle: { "도서: \($0)" },
            hits: { total, shown in total.map { "\($0)건 (\(shown)건 표시)" } ?? "\(shown)건 표시" },
            noBook: { "\u{201C}\($0)\u{201D}에 맞는 책이 없습니다." },
            readingListEmpty: "읽을 목록이 비어 있습니다. boxoffice books save ISBN으로 책을 추가하세요.",
            moreAt: { "\($0)에서 더 보기" },
            audienceRounded: koreanPeople,
            audiencesRounded: { $0.map(koreanForecast) },
            forecastRounded: koreanForecast,
            forecastAccuracy: { median, coverage, count, opened, chosen in
                return "오차 중앙값 \(median), 80% 구간 적중 \(coverage) (\(koreanYears(opened)) 100만 관객 영화의 예측 \(count)건, "
                    + (chosen.isEmpty ? "예측 방법을 고를 때 쓰지 않은 해" : "예측 방법은 \(chosen.map(koreanYears).joined(separator: "·")) 영화로 고름") + ")"
            },
            finalExpected: { title, final, low, high in "\(title): 최종 \(koreanForecast(final)) 예상 (\(koreanForecastFigure(low))–\(koreanForecastFigure(high)))" },
            milestoneExpected: { title, mark, date, range, chance in
                "\(title): \(koreanMilestoneDay(date, range)) \(koreanMark(mark)) 돌파 예상"
                    + (chance.map { " (3주 안 돌파 가능성 \(Int(($0 * 100).rounded()))%)" } ?? "")
            },
            milestoneDay: koreanMilestoneDay,
            milestoneMeaning: { years, chose, reaching, near, far, fitted in
                let span = koreanYears(years), fittedSpan = koreanYears(fitted)
                return "돌파 예상일은 돌파 가능성이 가장 큰 날이고, 기간으로 적은 것은 돌파할 가능성이 큰 날들입니다. "
                    + (chose.map { $0 == years ? "예측 방법을 고르는 데 쓴 " : "예측 방법을 \(koreanYears($0)) 영화로 고르며 함께 본 " } ?? "예측 방법을 고를 때 쓰지 않은 ")
                    + "\(span)의 \(koreanMark(reaching)) 관객 영화에서, 보고서 3~7일 뒤에 이뤄진 돌파의 \(near)%가 예상일 ±1일 안에 있었고, "
                    + "8~21일 뒤에 이뤄진 돌파의 \(far)%가 예상 기간 안에 들었습니다. 돌파 가능성은 \(fittedSpan) 영화로 보정했습니다"
            },
            pace: { title, day, accumulated, other, year, difference in
                let gap = koreanPeople(abs(difference))
                return "\(title) 개봉 \(day)일차 \(koreanPeople(accumulated)): '\(other)'(\(year))의 같은 날보다 \(gap) \(difference >= 0 ? "많음" : "적음")"
            },
            wonRounded: koreanWon,
            headlineAudience: koreanPeople,
            headlineWon: koreanWon,
            mark: { koreanMark($0) }
        )
    )

    /// 12,103,456 → `1,210만`, 9,876 → `9,876`: an audience rounded to 만, without 명.
    /// Audiences as the trade writes them in prose and headlines: from 10만 up to the 만
    /// (1,234,567 → `123만`, 112,345,678 → `1억 1,235만`), below it exact (98,765).
    /// - Parameter exactBelow: the audience under which it stays exact (a forecast: 1만).
    static func koreanRounded(_ audience: Int, exactBelow: Int = 100_000) -> String {
        guard audience >= exactBelow else { return NumberFormat.grouped(audience) }
        let man = Int((Double(audience) / 10_000).rounded())
        if man >= 10_000 { return "\(NumberFormat.grouped(man / 10_000))억" + (man % 10_000 > 0 ? " \(NumberFormat.grouped(man % 10_000))만" : "") }
        return NumberFormat.grouped(man) + "만"
    }

    /// A forecast's figure as the trade writes one: to the 만 from 1만 up (82,907 → `8만`, 11,263,456 →
    /// `1,126만`), exact below it; without 명.
    static func koreanForecastFigure(_ audience: Int) -> String { koreanRounded(audience, exactBelow: 10_000) }

    /// A forecast with its counter: `1,126만 명`, `8만 명`, `9,876명`.
    static func koreanForecast(_ audience: Int) -> String { koreanForecastFigure(audience) + (audience >= 10_000 ? " 명" : "명") }

    /// An audience with its counter: `1,234만 명`, `98,765명`.
    static func koreanPeople(_ audience: Int) -> String { koreanRounded(audience) + (audience >= 100_000 ? " 명" : "명") }

    /// Money as the trade writes it in prose and headlines: from 1억 up to the 억
    /// (1,194,514,460,191 → `1조 1,945억 원`, 77,812,000,000 → `778억 원`), below it to the 만 원
    /// (53,214,000 → `5,321만 원`), under 1만 exact.
    static func koreanWon(_ won: Int) -> String {
        guard won >= 10_000 else { return "\(NumberFormat.grouped(won)) 원" }
        // Rounded to the 만 first: 99,995,000 is 1억 원, not 10,000만 원.
        let man = Int((Double(won) / 10_000).rounded())
        guard man >= 10_000 else { return "\(NumberFormat.grouped(man))만 원" }
        let eok = Int((Double(won) / 100_000_000).rounded())
        if eok >= 10_000 { return "\(NumberFormat.grouped(eok / 10_000))조" + (eok % 10_000 > 0 ? " \(NumberFormat.grouped(eok % 10_000))억 원" : " 원") }
        return "\(NumberFormat.grouped(eok))억 원"
    }

    static func koreanMark(_ mark: Int) -> String {
        mark % 10_000 == 0 ? NumberFormat.grouped(mark / 10_000) + "만" : NumberFormat.grouped(mark)
    }
}
