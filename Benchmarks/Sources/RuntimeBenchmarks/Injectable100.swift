// One of the 100-member injectors of the "new injector plus 100 first reads" benchmark,
// written out member by member: a loop over key paths would measure key paths instead.

/// An app's list of 100 dependencies.
protocol Injectable100: AnyObject {
    var member0: any Routable { get }
    var member1: any Routable { get }
    var member2: any Routable { get }
    var member3: any Routable { get }
    var member4: any Routable { get }
    var member5: any Routable { get }
    var member6: any Routable { get }
    var member7: any Routable { get }
    var member8: any Routable { get }
    var member9: any Routable { get }
    var member10: any Routable { get }
    var member11: any Routable { get }
    var member12: any Routable { get }
    var member13: any Routable { get }
    var member14: any Routable { get }
    var member15: any Routable { get }
    var member16: any Routable { get }
    var member17: any Routable { get }
    var member18: any Routable { get }
    var member19: any Routable { get }
    var member20: any Routable { get }
    var member21: any Routable { get }
    var member22: any Routable { get }
    var member23: any Routable { get }
    var member24: any Routable { get }
    var member25: any Routable { get }
    var member26: any Routable { get }
    var member27: any Routable { get }
    var member28: any Routable { get }
    var member29: any Routable { get }
    var member30: any Routable { get }
    var member31: any Routable { get }
    var member32: any Routable { get }
    var member33: any Routable { get }
    var member34: any Routable { get }
    var member35: any Routable { get }
    var member36: any Routable { get }
    var member37: any Routable { get }
    var member38: any Routable { get }
    var member39: any Routable { get }
    var member40: any Routable { get }
    var member41: any Routable { get }
    var member42: any Routable { get }
    var member43: any Routable { get }
    var member44: any Routable { get }
    var member45: any Routable { get }
    var member46: any Routable { get }
    var member47: any Routable { get }
    var member48: any Routable { get }
    var member49: any Routable { get }
    var member50: any Routable { get }
    var member51: any Routable { get }
    var member52: any Routable { get }
    var member53: any Routable { get }
    var member54: any Routable { get }
    var member55: any Routable { get }
    var member56: any Routable { get }
    var member57: any Routable { get }
    var member58: any Routable { get }
    var member59: any Routable { get }
    var member60: any Routable { get }
    var member61: any Routable { get }
    var member62: any Routable { get }
    var member63: any Routable { get }
    var member64: any Routable { get }
    var member65: any Routable { get }
    var member66: any Routable { get }
    var member67: any Routable { get }
    var member68: any Routable { get }
    var member69: any Routable { get }
    var member70: any Routable { get }
    var member71: any Routable { get }
    var member72: any Routable { get }
    var member73: any Routable { get }
    var member74: any Routable { get }
    var member75: any Routable { get }
    var member76: any Routable { get }
    var member77: any Routable { get }
    var member78: any Routable { get }
    var member79: any Routable { get }
    var member80: any Routable { get }
    var member81: any Routable { get }
    var member82: any Routable { get }
    var member83: any Routable { get }
    var member84: any Routable { get }
    var member85: any Routable { get }
    var member86: any Routable { get }
    var member87: any Routable { get }
    var member88: any Routable { get }
    var member89: any Routable { get }
    var member90: any Routable { get }
    var member91: any Routable { get }
    var member92: any Routable { get }
    var member93: any Routable { get }
    var member94: any Routable { get }
    var member95: any Routable { get }
    var member96: any Routable { get }
    var member97: any Routable { get }
    var member98: any Routable { get }
    var member99: any Routable { get }
}

extension Injectable100 {
    /// Reads every member once, through the existential, the way an app would.
    // 100 lines on purpose (see the file's first comment).
    func readAll() -> Int {
        var count = 0
        count &+= take(member0)
        count &+= take(member1)
        count &+= take(member2)
        count &+= take(member3)
        count &+= take(member4)
        count &+= take(member5)
        count &+= take(member6)
        count &+= take(member7)
        count &+= take(member8)
        count &+= take(member9)
        count &+= take(member10)
        count &+= take(member11)
        count &+= take(member12)
        count &+= take(member13)
        count &+= take(member14)
        count &+= take(member15)
        count &+= take(member16)
        count &+= take(member17)
        count &+= take(member18)
        count &+= take(member19)
        count &+= take(member20)
        count &+= take(member21)
        count &+= take(member22)
        count &+= take(member23)
        count &+= take(member24)
        count &+= take(member25)
        count &+= take(member26)
        count &+= take(member27)
        count &+= take(member28)
        count &+= take(member29)
        count &+= take(member30)
        count &+= take(member31)
        count &+= take(member32)
        count &+= take(member33)
        count &+= take(member34)
        count &+= take(member35)
        count &+= take(member36)
        count &+= take(member37)
        count &+= take(member38)
        count &+= take(member39)
        count &+= take(member40)
        count &+= take(member41)
        count &+= take(member42)
        count &+= take(member43)
        count &+= take(member44)
        count &+= take(member45)
        count &+= take(member46)
        count &+= take(member47)
        count &+= take(member48)
        count &+= take(member49)
        count &+= take(member50)
        count &+= take(member51)
        count &+= take(member52)
        count &+= take(member53)
        count &+= take(member54)
        count &+= take(member55)
        count &+= take(member56)
        count &+= take(member57)
        count &+= take(member58)
        count &+= take(member59)
        count &+= take(member60)
        count &+= take(member61)
        count &+= take(member62)
        count &+= take(member63)
        count &+= take(member64)
        count &+= take(member65)
        count &+= take(member66)
        count &+= take(member67)
        count &+= take(member68)
        count &+= take(member69)
        count &+= take(member70)
        count &+= take(member71)
        count &+= take(member72)
        count &+= take(member73)
        count &+= take(member74)
        count &+= take(member75)
        count &+= take(member76)
        count &+= take(member77)
        count &+= take(member78)
        count &+= take(member79)
        count &+= take(member80)
        count &+= take(member81)
        count &+= take(member82)
        count &+= take(member83)
        count &+= take(member84)
        count &+= take(member85)
        count &+= take(member86)
        count &+= take(member87)
        count &+= take(member88)
        count &+= take(member89)
        count &+= take(member90)
        count &+= take(member91)
        count &+= take(member92)
        count &+= take(member93)
        count &+= take(member94)
        count &+= take(member95)
        count &+= take(member96)
        count &+= take(member97)
        count &+= take(member98)
        count &+= take(member99)
        return count
    }
}
