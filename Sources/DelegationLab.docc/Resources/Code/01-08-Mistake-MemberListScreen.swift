/// WRONG together with the strong `delegate`: kept "to reuse it later".
public var detail: MemberDetailScreen?
